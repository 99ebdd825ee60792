// The product form's values (money as the owner types it, in dollars) to and from the contract's fields
// (integer cents), checked with the contract's own schema so the form shows the server's messages.
import { ProductFields, type AdminData, type AdminRequest } from '@/contract/admin';
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
    const text = v[key].trim().replace(/^\$/, '');
    if (text === '') return null;
    if (!isMoney(text) || !/^\d+(\.\d{0,2})?$/.test(text)) {
      errors[key] = 'Enter an amount in dollars, like 12.99';
      return null;
    }
    return toCents(text);
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
  const parsed = ProductFields.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
  if (Object.keys(errors).length > 0) return { fields: null, errors };
  return { fields: candidate, errors: null };
}
