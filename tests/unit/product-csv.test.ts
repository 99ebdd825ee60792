// The product CSV's reading and writing (src/domain/csv.ts, src/contract/product-csv.ts): rows numbered as
// a spreadsheet numbers them, a broken quote named, formula-looking cells escaped on export and read back
// as they were, and each row's messages the product form's own.
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '../../src/domain/csv';
import { PRODUCT_CSV_COLUMNS, productsToCsv, readProductCsv } from '../../src/contract/product-csv';

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
};

describe('product CSV', () => {
  it('writes RFC 4180 with a BOM and CRLF, escapes formulas, and reads it back as it was', () => {
    const csv = productsToCsv([product]);
    expect(csv.startsWith(`\uFEFF${PRODUCT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"") oak, ""quoted"""`);
    expect(csv).toContain(`"<p>Two\nlines</p>"`);
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
    const header = PRODUCT_CSV_COLUMNS.join(',');
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
});
