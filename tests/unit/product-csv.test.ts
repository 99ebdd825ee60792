// The product CSV's reading and writing (src/domain/csv.ts, src/contract/product-csv.ts): rows numbered as
// a spreadsheet numbers them, a broken quote named, formula-looking cells escaped on export and read back
// as they were, and each row's messages the product form's own; specifications in one cell
// (`Group › Row: Value`, one line a row) read back exactly, and a file without that column leaves them.
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '../../src/domain/csv';
import {
  cellToSpecifications,
  planProductImport,
  PRODUCT_CSV_COLUMNS,
  productsToCsv,
  readProductCsv,
  specificationsToCell,
  type Specifications,
} from '../../src/contract/product-csv';

const product = {
  id: 7,
  category_id: 1,
  title: '=HYPERLINK("x") oak, "quoted"',
  slug: 'oak',
  price_cents: 279,
  price_per_box_cents: 6632,
  main_price_cents: null,
  save_button_price: '-20%',
  sqft_in_box: 23.77,
  image: '',
  hidden: true,
  description: '<p>Two\nlines</p>',
  specifications: [
    { title: 'Size', rows: [{ title: 'Thickness', sub_title: '5 mm' }] },
    { title: 'Finish', rows: [{ title: 'Surface', sub_title: 'Matte, brushed' }] },
  ],
};

describe('product CSV', () => {
  it('writes RFC 4180 with a BOM and CRLF, escapes formulas, and reads it back as it was', () => {
    const csv = productsToCsv([product]);
    expect(csv.startsWith(`\uFEFF${PRODUCT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"") oak, ""quoted"""`);
    expect(csv).toContain(`"<p>Two\nlines</p>"`);
    expect(csv).toContain(`"Size › Thickness: 5 mm\nFinish › Surface: Matte, brushed"`);
    const { rows, errors } = readProductCsv(csv);
    expect(errors).toEqual([]);
    const { id: _id, ...fields } = product;
    expect(rows).toEqual([{ line: 2, id: 7, fields }]);
  });

  it('numbers rows as a spreadsheet does and names a broken quote', () => {
    const { records } = readCsv('a,b\r\n"x\ny",1\r\n\r\nz,2\r\n');
    expect(records.map((r) => [r.line, r.cells])).toEqual([
      [1, ['a', 'b']],
      [2, ['x\ny', '1']],
      [4, ['z', '2']],
    ]);
    expect(readCsv('a,b\r\n1,2\r\n"3,4\r\n').error).toEqual({
      line: 3,
      message: 'A quoted cell is not closed',
    });
    const escaped = writeCsv(['a'], [['@x'], ['ok']]);
    expect(escaped).toBe('\uFEFFa\r\n"\'@x"\r\nok\r\n');
    expect(readCsv(escaped).records[1]!.cells).toEqual(['@x']);
  });

  it('reports every bad row by its line with the form’s messages', () => {
    // A file as exported before specifications were in it (the column is optional).
    const header = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'specifications').join(',');
    const csv = [
      header,
      ',1,Oak,oak,2.79,66.32,,,23.77,,no,',
      'x,1,,Not A Slug,2.799,abc,,,-1,,maybe,',
      ',1,Ash,ash,,,,,,,yes',
    ].join('\r\n');
    const { rows, errors } = readProductCsv(csv);
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(errors.map((e) => e.line)).toEqual([3, 4]);
    expect(errors[0]!.message.split('; ')).toEqual([
      "Id must be a product's id, or empty for a new product (not “x”)",
      'Hidden: write yes or no',
      'Price per sqft: enter an amount in dollars, like 12.99 (not “2.799”)',
      'Price per box: enter an amount in dollars, like 12.99 (not “abc”)',
      'Title is required',
      'Slug: lower-case letters, digits and single hyphens only',
      'Sqft per box must be more than 0',
    ]);
    expect(errors[1]!.message).toBe('11 cells, but the header has 12');
    expect(readProductCsv(header).errors[0]!.message).toMatch(/^The file is empty/);
  });

  it('refuses a row whose price per box disagrees with its price per sqft × sqft per box, naming both', () => {
    const header = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'specifications').join(',');
    const csv = [
      header,
      '1,1,Oak,oak,2.59,66.32,,,23.77,,no,', // the price per sqft lowered, the box price left as it was
      '2,1,Ash,ash,2.59,61.56,,,23.77,,no,', // both changed: $2.59 × 23.77 = $61.5643
      '3,1,Elm,elm,2.59,61.57,,,23.77,,no,', // a spreadsheet's cent either side is taken
      '4,1,Fir,fir,,19.99,,,23.77,,no,', // no price per sqft: nothing to compare
    ].join('\r\n');
    const { rows, errors } = readProductCsv(csv);
    expect(rows.map((r) => r.line)).toEqual([3, 4, 5]);
    expect(errors).toEqual([
      {
        line: 2,
        message: 'Price per box $66.32 does not match the price per sqft: $2.59 × 23.77 sqft = $61.56',
      },
    ]);
  });
});

describe('specifications in the product CSV', () => {
  const row = (over: Partial<typeof product> = {}) => ({ ...product, ...over });
  const categories = new Map([[1, 'Vinyl']]);

  it('round-trips exactly: separators, colons, backslashes and line breaks escaped, empty and twin groups', () => {
    const tricky: Specifications = [
      { title: 'Size › metric', rows: [{ title: 'Ratio 1:2', sub_title: 'C:\\floors › 5: yes' }] },
      { title: 'Size › metric', rows: [] },
      { title: 'Size › metric', rows: [{ title: 'Back\\slash', sub_title: 'two\nlines\r\nand \\n' }] },
      { title: 'Care', rows: [{ title: 'Cleaning', sub_title: '' }] },
      { title: 'Empty', rows: [] },
      { title: 'Care', rows: [{ title: 'Oil', sub_title: 'never' }] },
    ];
    const cell = specificationsToCell(tricky);
    expect(cell.split('\n')).toEqual([
      'Size \\› metric › Ratio 1\\:2: C:\\\\floors › 5: yes',
      '',
      'Size \\› metric ›',
      '',
      'Size \\› metric › Back\\\\slash: two\\nlines\\r\\nand \\\\n',
      'Care › Cleaning:',
      'Empty ›',
      'Care › Oil: never',
    ]);
    expect(cellToSpecifications(cell)).toEqual({ groups: tricky });
    expect(cellToSpecifications('')).toEqual({ groups: [] });
    const csv = productsToCsv([row({ specifications: tricky })]);
    expect(readProductCsv(csv).rows[0]!.fields.specifications).toEqual(tricky);
  });

  it('reads what an owner types: spaces, CRLF, lone backslashes, a colon in the value', () => {
    expect(
      cellToSpecifications('  Size›Thickness :5 mm \r\n\r\nSize › Width: 7 in\nFinish › Look: C:\\Oak'),
    ).toEqual({
      groups: [
        { title: 'Size', rows: [{ title: 'Thickness', sub_title: '5 mm' }] },
        { title: 'Size', rows: [{ title: 'Width', sub_title: '7 in' }] },
        { title: 'Finish', rows: [{ title: 'Look', sub_title: 'C:\\Oak' }] },
      ],
    });
  });

  it('names each bad line of the cell, with the form’s messages, under the row’s line', () => {
    const many = Array.from({ length: 61 }, (_, i) => `Size › Row ${i}: x`).join('\n');
    const cells = ['Thickness: 5 mm', 'Size › Thickness 5 mm', 'Size › : 5 mm\n› Width: 7 in', many];
    const csv = writeCsv(
      PRODUCT_CSV_COLUMNS,
      cells.map((c) => [...readCsv(productsToCsv([product])).records[1]!.cells.slice(0, -1), c]),
    );
    const { errors } = readProductCsv(csv);
    expect(errors).toEqual([
      { line: 2, message: 'Specifications: write each row as Group › Row: Value (not “Thickness: 5 mm”)' },
      {
        line: 3,
        message: 'Specifications: put a colon between the row and its value (in “Size › Thickness 5 mm”)',
      },
      {
        line: 4,
        message:
          'Specifications: Row title is required (in “Size › : 5 mm”); Specifications: Group title is required (in “› Width: 7 in”)',
      },
      { line: 5, message: 'Specifications: At most 60 rows in a group (in “Size › Row 0: x”)' },
    ]);
  });

  it('a file without the column still imports and leaves specifications; a changed cell is a readable change', () => {
    const old = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'specifications');
    const full = readCsv(productsToCsv([product])).records[1]!.cells;
    const withoutSpecs = readProductCsv(writeCsv(old, [full.slice(0, -1)]));
    expect(withoutSpecs.errors).toEqual([]);
    expect(withoutSpecs.rows[0]!.fields).not.toHaveProperty('specifications');
    const plan = (csv: string) => {
      const read = readProductCsv(csv);
      return planProductImport(read.rows, read.errors, [product], categories);
    };
    expect(plan(writeCsv(old, [full.slice(0, -1)])).counts).toEqual({ new: 0, changed: 0, unchanged: 1 });
    expect(plan(productsToCsv([product])).counts).toEqual({ new: 0, changed: 0, unchanged: 1 });
    const edited = productsToCsv([
      row({
        specifications: [
          { title: 'Size', rows: [{ title: 'Thickness', sub_title: '6 mm' }] },
          product.specifications[1]!,
          { title: 'Care', rows: [{ title: 'Oil', sub_title: 'never' }] },
        ],
      }),
    ]);
    expect(plan(edited).lines[0]).toMatchObject({
      kind: 'changed',
      changes: [
        {
          field: 'Specifications',
          before: 'Size › Thickness: 5 mm',
          after: 'Size › Thickness: 6 mm; Care › Oil: never',
        },
      ],
    });
    const emptied = [...full.slice(0, -1), ''];
    expect(plan(writeCsv(PRODUCT_CSV_COLUMNS, [emptied])).lines[0]!.changes).toEqual([
      {
        field: 'Specifications',
        before: 'Size › Thickness: 5 mm; Finish › Surface: Matte, brushed',
        after: '—',
      },
    ]);
    const reordered = productsToCsv([row({ specifications: [...product.specifications].reverse() })]);
    expect(plan(reordered).lines[0]!.changes).toEqual([
      {
        field: 'Specifications',
        before: 'Size › Thickness: 5 mm; Finish › Surface: Matte, brushed',
        after: 'Finish › Surface: Matte, brushed; Size › Thickness: 5 mm',
      },
    ]);
    expect(readProductCsv('id,title\r\n1,x\r\n').errors[0]!.message).toMatch(
      /description; specifications is optional\)$/,
    );
  });
});
