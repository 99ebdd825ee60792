// Products as CSV (the back office's import and export): the columns, each row checked with the product
// form's own zod rules (ProductFields, and checkBoxPrice: a row's price per box within a cent of its price
// per sqft × sqft per box, or refused naming both), and the import's plan: which rows are new, changed (and in which
// fields) or unchanged, and every error by line. Shared by the server and the mocks; the parsing itself is
// src/domain/csv.ts. Specifications are one cell, one line per row ("Group › Row: Value", see
// specificationsToCell); a file without that column leaves them as they are.
import type { z } from './zod';
import { readCsv, writeCsv, type CsvRecord } from '../domain/csv';
import { centsToDecimal, formatUsd, isMoney, toCents } from '../domain/money';
import { checkBoxPrice, PRODUCT_CSV_MAX_CHARS, ProductFields, type ProductImportPlan } from './admin';

/** The file's columns, in the order the export writes them (the import needs all of them, in any order). */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'category_id',
  'title',
  'slug',
  'price_per_sqft',
  'price_per_box',
  'main_price',
  'save_badge',
  'sqft_per_box',
  'image',
  'hidden',
  'description',
  'specifications',
] as const;
type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
/** A file without this column (one exported before it was added) leaves every product's specifications. */
const OPTIONAL_COLUMNS: readonly Column[] = ['specifications'];
const REQUIRED_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => !OPTIONAL_COLUMNS.includes(c));

/** A product's fields the file carries, checked with the form's rules (specifications on their own). */
export const CsvProductFields = ProductFields.omit({ specifications: true, media: true });
/** A row as it is checked: the fields, and its box price against its price per sqft (as the form's save). */
const CsvRowFields = CsvProductFields.superRefine(checkBoxPrice);
export type Specifications = z.output<typeof ProductFields>['specifications'];
/** `specifications` is absent when the file has no such column (the product's are left as they are). */
export type CsvProduct = z.output<typeof CsvProductFields> & { specifications?: Specifications };
export type CsvProductWithId = CsvProduct & { id: number; specifications: Specifications };

/** At most this many products in one import. */
export const PRODUCT_CSV_MAX_ROWS = 5_000;

export const PRODUCT_CSV_MESSAGES = {
  empty: 'The file is empty: it needs the header line and at least one product.',
  tooLarge: `The file is too large: at most ${PRODUCT_CSV_MAX_CHARS / 1000} KB`,
  tooMany: `At most ${PRODUCT_CSV_MAX_ROWS} products in one import`,
  failed: 'The import failed: nothing was changed.',
} as const;

const FIELD_LABELS: Record<keyof CsvProduct, string> = {
  category_id: 'Category',
  title: 'Title',
  slug: 'Slug',
  price_cents: 'Price per sqft',
  price_per_box_cents: 'Price per box',
  main_price_cents: 'Main price',
  save_button_price: 'Save badge',
  sqft_in_box: 'Sqft per box',
  image: 'Image',
  hidden: 'Hidden',
  description: 'Description',
  specifications: 'Specifications',
};
const MONEY: (keyof CsvProduct)[] = ['price_cents', 'price_per_box_cents', 'main_price_cents'];

export type ProductImportPlanData = z.output<typeof ProductImportPlan>;
export type ProductImportError = ProductImportPlanData['errors'][number];

/** "Line 3: Title is required". */
export const lineMessage = (e: ProductImportError) => `Line ${e.line}: ${e.message}`;

const dollars = (cents: number | null) => (cents === null ? '' : centsToDecimal(cents));

/** The export: every product, one row each, the header first. */
export function productsToCsv(products: readonly CsvProductWithId[]): string {
  return writeCsv(
    PRODUCT_CSV_COLUMNS,
    products.map((p) => {
      const cells: Record<Column, string> = {
        id: String(p.id),
        category_id: String(p.category_id),
        title: p.title,
        slug: p.slug,
        price_per_sqft: dollars(p.price_cents),
        price_per_box: dollars(p.price_per_box_cents),
        main_price: dollars(p.main_price_cents),
        save_badge: p.save_button_price,
        sqft_per_box: p.sqft_in_box === null ? '' : String(p.sqft_in_box),
        image: p.image,
        hidden: p.hidden ? 'yes' : 'no',
        description: p.description,
        specifications: specificationsToCell(p.specifications),
      };
      return PRODUCT_CSV_COLUMNS.map((c) => cells[c]);
    }),
  );
}

export interface CsvProductRow {
  line: number;
  /** null: a new product. */
  id: number | null;
  fields: CsvProduct;
}

/** Reads the file: each row checked alone (the form's rules); what needs the catalogue is planProductImport's. */
export function readProductCsv(text: string): { rows: CsvProductRow[]; errors: ProductImportError[] } {
  if (text.length > PRODUCT_CSV_MAX_CHARS)
    return { rows: [], errors: [{ line: 1, message: PRODUCT_CSV_MESSAGES.tooLarge }] };
  const { records, error } = readCsv(text);
  if (error) return { rows: [], errors: [error] };
  const [header, ...body] = records;
  if (!header || body.length === 0)
    return { rows: [], errors: [{ line: 1, message: PRODUCT_CSV_MESSAGES.empty }] };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  const unknown = names.filter((n) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(n));
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  const headerProblems = [
    missing.length ? `Missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` : '',
    unknown.length ? `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map(shown).join(', ')}` : '',
    twice.length ? `Column ${shown(twice[0]!)} appears twice` : '',
  ].filter(Boolean);
  if (headerProblems.length)
    return {
      rows: [],
      errors: [
        {
          line: header.line,
          message: `${headerProblems.join('; ')} (the header needs ${REQUIRED_COLUMNS.join(', ')}; ${OPTIONAL_COLUMNS.join(', ')} is optional)`,
        },
      ],
    };
  if (body.length > PRODUCT_CSV_MAX_ROWS)
    return { rows: [], errors: [{ line: 1, message: PRODUCT_CSV_MESSAGES.tooMany }] };
  const rows: CsvProductRow[] = [];
  const errors: ProductImportError[] = [];
  for (const record of body) {
    const read = readRow(record, names, header.cells.length);
    if ('message' in read) errors.push({ line: record.line, message: read.message });
    else rows.push(read);
  }
  return { rows, errors };
}

function shown(text: string, max = 40): string {
  const clean = text.replace(/\p{Cc}/gu, '');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

function readRow(record: CsvRecord, names: string[], width: number): CsvProductRow | { message: string } {
  if (record.cells.length !== width)
    return { message: `${record.cells.length} cells, but the header has ${width}` };
  const cell = (c: Column) => record.cells[names.indexOf(c)] ?? '';
  const problems: string[] = [];
  const money = (c: Column, label: string) => {
    const text = cell(c).trim().replace(/^\$/, '');
    if (text === '') return null;
    if (!isMoney(text) || !/^\d+(\.\d{0,2})?$/.test(text)) {
      problems.push(`${label}: enter an amount in dollars, like 12.99 (not “${shown(cell(c))}”)`);
      return null;
    }
    return toCents(text);
  };
  const idText = cell('id').trim();
  let id: number | null = null;
  if (idText !== '') {
    if (/^\d{1,9}$/.test(idText) && Number(idText) > 0) id = Number(idText);
    else problems.push(`Id must be a product's id, or empty for a new product (not “${shown(idText)}”)`);
  }
  const hiddenText = cell('hidden').trim().toLowerCase();
  let hidden = false;
  if (['yes', 'true', '1'].includes(hiddenText)) hidden = true;
  else if (!['', 'no', 'false', '0'].includes(hiddenText)) problems.push('Hidden: write yes or no');
  const number = (c: Column) => (cell(c).trim() === '' ? null : Number(cell(c).trim()));
  const candidate = {
    category_id: cell('category_id').trim() === '' ? undefined : Number(cell('category_id').trim()),
    title: cell('title'),
    slug: cell('slug').trim(),
    price_cents: money('price_per_sqft', 'Price per sqft'),
    price_per_box_cents: money('price_per_box', 'Price per box'),
    main_price_cents: money('main_price', 'Main price'),
    save_button_price: cell('save_badge'),
    sqft_in_box: number('sqft_per_box'),
    image: cell('image').trim(),
    hidden,
    description: cell('description'),
  };
  const parsed = CsvRowFields.safeParse(candidate);
  if (!parsed.success) for (const issue of parsed.error.issues) problems.push(issue.message);
  const specs = names.includes('specifications') ? cellToSpecifications(cell('specifications')) : null;
  if (specs && 'problems' in specs) problems.push(...specs.problems);
  if (problems.length > 0 || !parsed.success) return { message: [...new Set(problems)].join('; ') };
  const fields: CsvProduct =
    specs && 'groups' in specs ? { ...parsed.data, specifications: specs.groups } : parsed.data;
  return { line: record.line, id, fields };
}

// Specifications in one cell, one line per row: `Group › Row: Value` (› is U+203A). Consecutive lines with
// the same group are one group, in the cell's order; `Group ›` alone is a group without rows; an empty line
// starts a new group even under the same title (the export writes one only between two groups that share
// a title). The group ends at the first ›, the row's name at the first : after it, so a value may hold
// both; a backslash escapes: `\\` a backslash, `\n` a line break (`\r` a carriage return), `\›` a › in a
// group's title, `\:` a colon in a row's name (a backslash before anything else is kept as it is). The
// export escapes exactly these, so an exported cell reads back as it was.
export const SPEC_SEPARATOR = '›';

function escapeSpec(text: string, special: string): string {
  let out = '';
  for (const ch of text)
    if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === special) out += `\\${ch}`;
    else out += ch;
  return out;
}

function unescapeSpec(text: string): string {
  return text.replace(/\\([\\nr›:])/g, (_, ch: string) => (ch === 'n' ? '\n' : ch === 'r' ? '\r' : ch));
}

/** The text before and after the first `separator` no backslash escapes, or null. */
function splitAt(text: string, separator: string): [string, string] | null {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === separator) return [text.slice(0, i), text.slice(i + 1)];
  }
  return null;
}

/** A product's specifications as the cell's lines (an empty line between two groups of one title). */
function specLines(groups: Specifications): string[] {
  return groups.flatMap((g, i) => {
    const title = escapeSpec(g.title, SPEC_SEPARATOR);
    const lines = g.rows.length
      ? g.rows.map((r) => {
          const value = escapeSpec(r.sub_title, '');
          return `${title} ${SPEC_SEPARATOR} ${escapeSpec(r.title, ':')}:${value ? ` ${value}` : ''}`;
        })
      : [`${title} ${SPEC_SEPARATOR}`];
    return i > 0 && groups[i - 1]!.title === g.title ? ['', ...lines] : lines;
  });
}

/** The specifications cell: one line per row, `Group › Row: Value` (see above). */
export function specificationsToCell(groups: Specifications): string {
  return specLines(groups).join('\n');
}

/** Reads a specifications cell, checked with the product form's rules; problems name the cell's line. */
export function cellToSpecifications(cell: string): { groups: Specifications } | { problems: string[] } {
  const groups: Specifications = [];
  /** The cell's line of each group and row, to name it in a message. */
  const sources: { group: string; rows: string[] }[] = [];
  const problems: string[] = [];
  let newGroup = true;
  for (const raw of cell.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '') {
      newGroup = true;
      continue;
    }
    const parts = splitAt(line, SPEC_SEPARATOR);
    if (!parts) {
      problems.push(
        `Specifications: write each row as Group ${SPEC_SEPARATOR} Row: Value (not “${shown(line)}”)`,
      );
      continue;
    }
    const title = unescapeSpec(parts[0]).trim();
    const last = groups.at(-1);
    const group = !newGroup && last && last.title === title ? last : { title, rows: [] };
    if (group !== last) {
      groups.push(group);
      sources.push({ group: line, rows: [] });
    }
    newGroup = false;
    if (parts[1].trim() === '') continue;
    const row = splitAt(parts[1], ':');
    if (!row) {
      problems.push(`Specifications: put a colon between the row and its value (in “${shown(line)}”)`);
      continue;
    }
    group.rows.push({ title: unescapeSpec(row[0]).trim(), sub_title: unescapeSpec(row[1]).trim() });
    sources.at(-1)!.rows.push(line);
  }
  if (problems.length) return { problems };
  const parsed = ProductFields.shape.specifications.safeParse(groups);
  if (parsed.success) return { groups: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) => {
      const [g, rows, r] = issue.path;
      const source =
        typeof g !== 'number'
          ? undefined
          : rows === 'rows' && typeof r === 'number'
            ? sources[g]?.rows[r]
            : sources[g]?.group;
      return `Specifications: ${issue.message}${source ? ` (in “${shown(source)}”)` : ''}`;
    }),
  };
}

/** What changed in a product's specifications: the lines gone and the lines come (or, moved, from the first moved on). */
function specsChange(before: Specifications, after: Specifications): { before: string; after: string } {
  const a = specLines(before);
  const b = specLines(after);
  const without = (lines: string[], other: string[]) => {
    const left = [...other];
    return lines.filter((l) => {
      const i = left.indexOf(l);
      if (i === -1) return l !== '';
      left.splice(i, 1);
      return false;
    });
  };
  let gone = without(a, b);
  let come = without(b, a);
  if (gone.length === 0 && come.length === 0) {
    // The same rows in another order (or grouped otherwise): from the first line that moved.
    let first = 0;
    while (a[first] === b[first]) first++;
    gone = a.slice(first);
    come = b.slice(first);
  }
  return { before: specList(gone), after: specList(come) };
}

const SHOWN_SPEC_LINES = 3;
function specList(lines: string[]): string {
  if (lines.length === 0) return '—';
  const shownLines = lines.slice(0, SHOWN_SPEC_LINES).map((l) => (l === '' ? '(a new group)' : shown(l, 80)));
  const more = lines.length - SHOWN_SPEC_LINES;
  return `${shownLines.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/** The fields a row changes, each before → after as the preview shows it. */
function changesOf(
  before: CsvProductWithId,
  after: CsvProduct,
  categories: ReadonlyMap<number, string>,
): ProductImportPlanData['lines'][number]['changes'] {
  return (Object.keys(FIELD_LABELS) as (keyof CsvProduct)[]).flatMap((f) => {
    if (f === 'specifications') {
      const specs = after.specifications;
      if (!specs || specificationsToCell(specs) === specificationsToCell(before.specifications)) return [];
      return [{ field: FIELD_LABELS[f], ...specsChange(before.specifications, specs) }];
    }
    if (before[f] === after[f]) return [];
    return [
      {
        field: FIELD_LABELS[f],
        before: display(f, before[f], categories),
        after: display(f, after[f], categories),
      },
    ];
  });
}

/** A value as the preview shows it. */
function display(field: keyof CsvProduct, value: unknown, categories: ReadonlyMap<number, string>): string {
  if (value === null || value === '') return '—';
  if (MONEY.includes(field)) return formatUsd(value as number);
  if (field === 'hidden') return value ? 'yes' : 'no';
  if (field === 'category_id') return categories.get(value as number) ?? String(value);
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/**
 * The import's plan against the catalogue as it is: rows naming an unknown product or category, two rows
 * for one product, or slugs two products would share are errors by line; the others are new, changed (the
 * fields that differ) or unchanged. Products not in the file are left as they are.
 */
export function planProductImport(
  rows: readonly CsvProductRow[],
  readErrors: readonly ProductImportError[],
  existing: readonly CsvProductWithId[],
  categories: ReadonlyMap<number, string>,
): ProductImportPlanData {
  const errors = [...readErrors];
  const byId = new Map(existing.map((p) => [p.id, p]));
  const idLines = new Map<number, number>();
  // Who has each slug once the import is in: the file's rows, and the products it does not touch.
  const touched = new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
  const slugOwner = new Map<string, string>();
  for (const p of existing) if (!touched.has(p.id)) slugOwner.set(p.slug, `“${p.title}”`);
  const lines: ProductImportPlanData['lines'] = [];
  for (const row of rows) {
    const problems: string[] = [];
    const before = row.id === null ? undefined : byId.get(row.id);
    if (row.id !== null && !before)
      problems.push(`No product has id ${row.id} (leave id empty for a new product)`);
    if (row.id !== null && idLines.has(row.id))
      problems.push(`Product ${row.id} is already on line ${idLines.get(row.id)}`);
    if (row.id !== null && !idLines.has(row.id)) idLines.set(row.id, row.line);
    if (!categories.has(row.fields.category_id))
      problems.push(`No category has id ${row.fields.category_id}`);
    const owner = slugOwner.get(row.fields.slug);
    if (owner) problems.push(`The slug ${row.fields.slug} is already used by ${owner}`);
    else slugOwner.set(row.fields.slug, `line ${row.line}`);
    if (problems.length) {
      errors.push({ line: row.line, message: problems.join('; ') });
      continue;
    }
    const changes = before ? changesOf(before, row.fields, categories) : [];
    lines.push({
      line: row.line,
      id: row.id,
      title: row.fields.title,
      slug: row.fields.slug,
      kind: !before ? 'new' : changes.length ? 'changed' : 'unchanged',
      changes,
    });
  }
  errors.sort((a, b) => a.line - b.line);
  const count = (kind: string) => lines.filter((l) => l.kind === kind).length;
  return {
    lines,
    errors,
    counts: { new: count('new'), changed: count('changed'), unchanged: count('unchanged') },
    applied: false,
  };
}
