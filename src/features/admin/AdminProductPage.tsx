// /admin/products/:id: the owner edits a product: category, title, slug (a changed one redirects the old
// URL), prices in dollars (stored in cents; typing the price per sqft or the sqft per box sets the price per
// box to their product, and one more than a cent off is shown at once and refused on save, naming both
// figures: docs/admin.md, "Price per box"), sqft per box, the HTML description (sanitized by the server on
// save and again on render: the preview shows what shoppers will see), the gallery (uploads, YouTube
// links, ordered by dragging: ./media), specification groups and rows, hidden. The shopper's next request has the change (docs/admin.md).

import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ChangeEvent } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { paths } from '@/config/paths';
import type { AdminData } from '@/contract/admin';
import { centsToDecimal, formatDecimal, formatUsd } from '@/domain/money';
import { useDocumentMeta } from '@/services/documentMeta';
import { adminCall, FOLLOW_CHANGES, useAdmin } from './api';
import { AdminItemFrame, whenLoaded } from './AdminFrame';
import { focusFirstInvalid, FormFailure, useLatestValues, useSave, withoutKeys } from './forms';
import { HtmlField } from './HtmlField';
import { adminPaths } from './adminPaths';
import { ADMIN_TEXT } from './adminText';
import { MediaField } from './media/MediaField';
import { ProductMediaEditor } from './media/ProductMediaEditor';
import {
  boxPriceOf,
  boxPriceProblem,
  emptyForm,
  fieldsOf,
  formOf,
  type ProductFormValues,
} from './productForm';

const PRODUCT_MISSING = {
  title: 'Product not found',
  actionLabel: 'All products',
  actionHref: adminPaths.products,
};

export default function AdminProductScreen() {
  const { id = '' } = useParams<{ id: string }>();
  useDocumentMeta({ title: 'Edit product', robots: 'noindex' });
  return (
    <AdminItemFrame id={id} missing={PRODUCT_MISSING} newItem={<NewProduct />}>
      {(productId) => <ProductLoader id={productId} />}
    </AdminItemFrame>
  );
}

function ProductLoader({ id }: { id: number }) {
  const product = useAdmin('adminProduct', { id }, FOLLOW_CHANGES);
  const categories = useAdmin('adminCategories', {});
  const error = product.error ?? categories.error;
  // Both reads as one for `whenLoaded`: its failed view until both have come, then the form (with the
  // failure of a read asked again above it).
  const read = {
    data:
      product.data && categories.data ? { product: product.data, categories: categories.data } : undefined,
    error,
    mutate: () => Promise.all([product.mutate(), categories.mutate()]),
  };
  return whenLoaded(
    read,
    (loaded) => (
      <ProductForm
        key={loaded.product.id}
        product={loaded.product}
        categories={loaded.categories}
        onSaved={(p) => void product.mutate(p, { revalidate: false })}
        reload={() => product.mutate()}
      />
    ),
    PRODUCT_MISSING,
  );
}

/** A new product: the form empty (the first category chosen); saved, the owner lands on its page. */
function NewProduct() {
  const categories = useAdmin('adminCategories', {});
  const [, navigate] = useLocation();
  return whenLoaded(categories, (list) => (
    <ProductForm
      product={null}
      categories={list}
      onSaved={(p) => navigate(adminPaths.product(p.id), { replace: true })}
      reload={() => undefined}
    />
  ));
}

/** The gallery rows' keys are the form's own (a row's identity while dragged), not the product's. */
const withoutMediaKeys = (values: ProductFormValues) => ({ ...values, media: withoutKeys(values.media) });

function ProductForm({
  product,
  categories,
  onSaved,
  reload,
}: {
  /** null: a new product. */
  product: AdminData<'adminProduct'> | null;
  categories: AdminData<'adminCategories'>;
  onSaved: (p: AdminData<'adminProduct'>) => void;
  /** Asks the product again (a save refused as stale). */
  reload: () => unknown;
}) {
  const save = useSave();
  const [boxFocused, setBoxFocused] = useState(false);
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: product ? formOf(product) : emptyForm(categories[0]?.id),
    validate: (values) => fieldsOf(values, product?.id).errors ?? {},
  });
  const latest = useLatestValues(form, product, { valuesOf: formOf, same: withoutMediaKeys, reload });
  const submit = form.onSubmit(async (values) => {
    const { fields } = fieldsOf(values, product?.id);
    if (!fields) return;
    await save.run(async () => {
      const saved = await latest.send((version) => adminCall('adminSaveProduct', { ...fields, version }));
      latest.saved(saved);
      onSaved(saved);
    }, 'Product saved');
  }, focusFirstInvalid);
  const values = form.getValues();
  const specs = values.specifications;
  /** The price per sqft or the sqft per box as typed; the price per box follows (the owner may still edit it). */
  const boxPriceSource = (key: 'price_cents' | 'sqft_in_box') => {
    const input = form.getInputProps(key);
    return {
      ...input,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const text = event.currentTarget.value;
        input.onChange(event);
        const box = boxPriceOf({ ...form.getValues(), [key]: text });
        if (box) form.setFieldValue('price_per_box_cents', box.text);
      },
    };
  };
  const box = boxPriceOf(values);
  const boxInput = form.getInputProps('price_per_box_cents');
  // A box price more than a cent off is shown at once (a product saved before the rule too), but not
  // while the owner is still typing it; a refused save, which puts the focus in the field, shows it.
  const boxProblem = boxFocused && !boxInput.error ? null : boxPriceProblem(values);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{product ? product.title : ADMIN_TEXT.newProductTitle}</Title>
          <Group gap="md">
            {product ? (
              <Anchor href={paths.product(product.slug)} target="_blank" rel="noreferrer">
                View in the shop
              </Anchor>
            ) : null}
            <Anchor component={Link} href={adminPaths.products}>
              All products
            </Anchor>
          </Group>
        </Group>
        <FormFailure failure={save.failure} />
        {latest.notice}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <TextInput
            label="Slug"
            required
            description={
              product?.old_slugs.length ? `Redirected: ${product.old_slugs.join(', ')}` : undefined
            }
            {...form.getInputProps('slug')}
          />
          <Select
            label="Category"
            data={categories.map((c) => ({ value: String(c.id), label: c.title }))}
            allowDeselect={false}
            {...form.getInputProps('category_id')}
          />
          <MediaField label="Image" kind="Image" {...form.getInputProps('image')} />
          <TextInput label="Price per sqft ($)" inputMode="decimal" {...boxPriceSource('price_cents')} />
          <Stack gap={6} align="flex-start">
            <TextInput
              label="Price per box ($)"
              inputMode="decimal"
              w="100%"
              {...boxInput}
              onFocus={(event) => {
                setBoxFocused(true);
                boxInput.onFocus?.(event);
              }}
              onBlur={(event) => {
                setBoxFocused(false);
                boxInput.onBlur?.(event);
              }}
              // The sum the box price came from, once the owner changes what it follows.
              description={
                box && (form.isDirty('price_cents') || form.isDirty('sqft_in_box'))
                  ? ADMIN_TEXT.boxPriceSum(formatUsd(box.priceCents), formatDecimal(box.sqftInBox, 6))
                  : undefined
              }
              error={boxInput.error ?? boxProblem?.message}
            />
            {boxProblem ? (
              <Button
                variant="light"
                size="xs"
                onClick={() =>
                  form.setFieldValue('price_per_box_cents', centsToDecimal(boxProblem.expectedCents))
                }
              >
                {ADMIN_TEXT.setBoxPrice(formatUsd(boxProblem.expectedCents))}
              </Button>
            ) : null}
          </Stack>
          <TextInput label="Main price ($)" inputMode="decimal" {...form.getInputProps('main_price_cents')} />
          <TextInput label="Save badge" {...form.getInputProps('save_button_price')} />
          <TextInput label="Sqft per box" inputMode="decimal" {...boxPriceSource('sqft_in_box')} />
          <Checkbox
            label="Hidden from shoppers"
            mt="lg"
            {...form.getInputProps('hidden', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <HtmlField
          label="Description (HTML)"
          minRows={6}
          maxRows={16}
          {...form.getInputProps('description')}
        />
        <ProductMediaEditor form={form} />
        <Title order={2} size="h3">
          Specifications
        </Title>
        {specs.map((group, g) => (
          <Paper key={g} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group align="flex-end">
                <TextInput
                  label={`Group ${g + 1}`}
                  flex={1}
                  {...form.getInputProps(`specifications.${g}.title`)}
                />
                <Button variant="subtle" color="red" onClick={() => form.removeListItem('specifications', g)}>
                  Remove group
                </Button>
              </Group>
              {group.rows.map((_, r) => (
                <Group key={r} align="flex-end">
                  <TextInput
                    label="Row"
                    flex={1}
                    {...form.getInputProps(`specifications.${g}.rows.${r}.title`)}
                  />
                  <TextInput
                    label="Value"
                    flex={1}
                    {...form.getInputProps(`specifications.${g}.rows.${r}.sub_title`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove row ${r + 1} of group ${g + 1}`}
                    onClick={() => form.removeListItem(`specifications.${g}.rows`, r)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="default"
                size="xs"
                w="fit-content"
                onClick={() => form.insertListItem(`specifications.${g}.rows`, { title: '', sub_title: '' })}
              >
                Add row
              </Button>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="default"
            onClick={() => form.insertListItem('specifications', { title: '', rows: [] })}
          >
            Add group
          </Button>
          <Button type="submit" loading={save.busy}>
            {ADMIN_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
