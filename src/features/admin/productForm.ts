// The product form's values (money as the owner types it, in dollars) to and from the contract's fields
// (integer cents), checked with the save call's own schema so the form shows the server's messages; the
// price per box as the price per sqft and sqft per box call for (src/domain/box-price.ts).
import {
  adminEndpoints,
  boxPriceMismatchMessage,
  SqftPerBox,
  type AdminData,
  type AdminRequest,
} from '@/contract/admin';
import { boxPriceCents, boxPriceMismatch } from '@/domain/box-price';
import { centsToDecimal, isMoney, toCents } from '@/domain/money';

export interface ProductFormValues {
  category_id: string;
  title: string;
  slug: string;
  price_cents: string;
  main_price_cents: string;
  save_button_price: string;
  price_per_box_cents: string;
  sqft_in_box: string;
  image: string;
  description: string;
  hidden: boolean;
  specifications: { title: string; rows: { title: string; sub_title: string }[] }[];
  /** The gallery; `key` names a row while it is dragged (not sent). */
  media: MediaFormItem[];
}

export type MediaFormItem = AdminData<'adminProduct'>['media'][number] & { key: string };

let nextKey = 0;
/** A gallery row for the form: the item and a key that stays with it while the list is reordered. */
export const mediaRow = (item: AdminData<'adminProduct'>['media'][number]): MediaFormItem => ({
  ...item,
  key: `media-${++nextKey}`,
});

type MoneyField = 'price_cents' | 'main_price_cents' | 'price_per_box_cents';

export function formOf(p: AdminData<'adminProduct'>): ProductFormValues {
  const money = (c: number | null) => (c === null ? '' : centsToDecimal(c));
  return {
    category_id: String(p.category_id),
    title: p.title,
    slug: p.slug,
    price_cents: money(p.price_cents),
    main_price_cents: money(p.main_price_cents),
    save_button_price: p.save_button_price,
    price_per_box_cents: money(p.price_per_box_cents),
    sqft_in_box: p.sqft_in_box === null ? '' : String(p.sqft_in_box),
    image: p.image,
    description: p.description,
    hidden: p.hidden,
    specifications: p.specifications.map((g) => ({ title: g.title, rows: g.rows.map((r) => ({ ...r })) })),
    media: p.media.map(mediaRow),
  };
}

/** A new product's form: nothing typed yet, in the given category. */
export function emptyForm(categoryId: number | undefined): ProductFormValues {
  return {
    category_id: categoryId === undefined ? '' : String(categoryId),
    title: '',
    slug: '',
    price_cents: '',
    main_price_cents: '',
    save_button_price: '',
    price_per_box_cents: '',
    sqft_in_box: '',
    image: '',
    description: '',
    hidden: false,
    specifications: [],
    media: [],
  };
}

const MONEY_TEXT = /^\d+(\.\d{0,2})?$/;
/** Dollars as typed ("$12.99", "12.9") to cents; null when empty, 'invalid' when it is not an amount. */
function typedCents(text: string): number | null | 'invalid' {
  const t = text.trim().replace(/^\$/, '');
  if (t === '') return null;
  return isMoney(t) && MONEY_TEXT.test(t) ? toCents(t) : 'invalid';
}

/** Sqft per box as typed: null when empty or not what the save takes (the save's check names it). */
function typedSqft(text: string): number | null {
  const t = text.trim();
  const n = t === '' ? Number.NaN : Number(t);
  return Number.isFinite(n) && SqftPerBox.safeParse(n).success ? n : null;
}

/**
 * The price per box the typed price per sqft and sqft per box call for, as the field shows it ("61.56"),
 * with the sum that makes it; null while either is missing or not a valid amount.
 */
export function boxPriceOf(
  v: Pick<ProductFormValues, 'price_cents' | 'sqft_in_box'>,
): { cents: number; text: string; priceCents: number; sqftInBox: number } | null {
  const priceCents = typedCents(v.price_cents);
  const sqftInBox = typedSqft(v.sqft_in_box);
  if (typeof priceCents !== 'number' || sqftInBox === null) return null;
  const cents = boxPriceCents(priceCents, sqftInBox);
  return { cents, text: centsToDecimal(cents), priceCents, sqftInBox };
}

/** The typed price per box against the other two, as the save will judge it: the message, or null. */
export function boxPriceProblem(
  v: Pick<ProductFormValues, 'price_cents' | 'sqft_in_box' | 'price_per_box_cents'>,
): { message: string; expectedCents: number } | null {
  const box = typedCents(v.price_per_box_cents);
  const priceCents = typedCents(v.price_cents);
  if (typeof box !== 'number' || typeof priceCents !== 'number') return null;
  const mismatch = boxPriceMismatch({
    priceCents,
    sqftInBox: typedSqft(v.sqft_in_box),
    pricePerBoxCents: box,
  });
  return mismatch
    ? { message: boxPriceMismatchMessage(mismatch), expectedCents: mismatch.expectedCents }
    : null;
}

/** The save call's fields, or the form's errors by field (the contract's messages). */
export function fieldsOf(
  v: ProductFormValues,
  /** undefined: a new product. */
  id: number | undefined,
):
  | { fields: AdminRequest<'adminSaveProduct'>; errors: null }
  | { fields: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const cents = (key: MoneyField) => {
    const typed = typedCents(v[key]);
    if (typed !== 'invalid') return typed;
    errors[key] = 'Enter an amount in dollars, like 12.99';
    return null;
  };
  const sqft = v.sqft_in_box.trim();
  const candidate = {
    ...(id === undefined ? {} : { id }),
    category_id: Number(v.category_id),
    title: v.title,
    slug: v.slug,
    price_cents: cents('price_cents'),
    main_price_cents: cents('main_price_cents'),
    save_button_price: v.save_button_price,
    price_per_box_cents: cents('price_per_box_cents'),
    sqft_in_box: sqft === '' ? null : Number(sqft),
    image: v.image,
    description: v.description,
    hidden: v.hidden,
    specifications: v.specifications,
    media: v.media.map(({ key: _key, ...item }) => item),
  };
  // The save call's own schema: the fields, and the price per box against the other two.
  const parsed = adminEndpoints.adminSaveProduct.request.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
  if (Object.keys(errors).length > 0) return { fields: null, errors };
  return { fields: candidate, errors: null };
}
