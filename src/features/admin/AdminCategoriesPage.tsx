// /admin/categories: the shop's categories in their order, each with its products' count, its row actions
// (move up or down: the keyboard's focus follows the row; hide or show) and its edit form (title, image,
// description, on the home page, hidden); a new category at the top. The form for a new category is keyed
// on nothing that changes while the list loads, so what the owner types is never lost.
import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CategoryFields, type AdminData, type AdminRequest } from '@/contract/admin';
import { useDocumentMeta } from '@/services/documentMeta';
import { LoadFailed, LoadingView, StatusView, toast } from '@/ui';
import { adminCall, FOLLOW_CHANGES, useAdmin } from './api';
import { AdminFrame, ReloadFailed } from './AdminFrame';
import { ADMIN_TEXT } from './adminText';
import { errorsOf, focusFirstInvalid, FormFailure, useLatestValues, useSave } from './forms';
import { HiddenBadge, ListItemControls, useListChanges, type MoveDirection } from './ListItemControls';
import { MediaField } from './media/MediaField';

type Category = AdminData<'adminCategories'>[number];
type CategoryValues = Omit<AdminRequest<'adminSaveCategory'>, 'id'>;

export default function AdminCategoriesScreen() {
  useDocumentMeta({ title: ADMIN_TEXT.categoriesTitle, robots: 'noindex' });
  return (
    <AdminFrame>
      <CategoryList />
    </AdminFrame>
  );
}

const valuesOf = (c: Category | null): CategoryValues => ({
  title: c?.title ?? '',
  description: c?.description ?? '',
  image: c?.image ?? '',
  on_home: c?.on_home ?? true,
  hidden: c?.hidden ?? false,
});

function CategoryList() {
  const categories = useAdmin('adminCategories', {}, FOLLOW_CHANGES);
  const [editing, setEditing] = useState<number | null>(null);
  const { change, setFocus, controls } = useListChanges(() => categories.mutate());
  const move = (index: number, direction: MoveDirection) => {
    const moved = categories.data![index]!.id;
    return change(
      async () => {
        const ids = categories.data!.map((c) => c.id);
        const other = direction === 'up' ? index - 1 : index + 1;
        [ids[index], ids[other]] = [ids[other]!, ids[index]!];
        await adminCall('adminOrderCategories', { ids });
      },
      () => setFocus({ id: moved, direction }),
    );
  };
  const setHidden = (c: Category, hidden: boolean) =>
    change(async () => {
      // With the version the list was read at: a row whose category another owner changed since is refused
      // (its title or text would be written back as this list has them), and the list is read again.
      await adminCall('adminSaveCategory', { ...valuesOf(c), id: c.id, hidden, version: c.version });
      toast('success', hidden ? ADMIN_TEXT.categoryHidden(c.title) : ADMIN_TEXT.categoryShown(c.title));
    });

  /**
   * The saved category into the list at once, with its new version, then the list read again: its row's
   * Hide pressed before that read answers sends the version the save moved to, not the one before it.
   */
  const listSaved = (saved: Category) =>
    void categories.mutate((list) =>
      list?.some((c) => c.id === saved.id)
        ? list.map((c) => (c.id === saved.id ? saved : c))
        : list && [...list, saved],
    );

  let body;
  if (!categories.data)
    body = categories.error ? (
      <LoadFailed
        title={ADMIN_TEXT.failedTitle}
        error={categories.error}
        onRetry={() => categories.mutate()}
      />
    ) : (
      <LoadingView label={ADMIN_TEXT.loading} mih={240} />
    );
  else if (categories.data.length === 0)
    body = <StatusView kind="empty" title={ADMIN_TEXT.categoriesEmpty} />;
  else {
    const list = categories.data;
    body = (
      <Stack
        gap="xs"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={ADMIN_TEXT.categoriesTitle}
      >
        {list.map((c, index) => (
          <Paper key={c.id} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <div>
                <Text fw={600} component="span">
                  {c.title}
                </Text>{' '}
                <HiddenBadge hidden={c.hidden} />
                <Text size="xs" c="dimmed">
                  {ADMIN_TEXT.productCount(c.product_count)}
                  {c.on_home ? ` · ${ADMIN_TEXT.onHome}` : ''}
                </Text>
                <ListItemControls
                  {...controls(c, index, list.length)}
                  onHidden={(hidden) => void setHidden(c, hidden)}
                  onMove={(direction) => void move(index, direction)}
                />
              </div>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-expanded={editing === c.id}
                aria-label={`Edit: ${c.title}`}
                onClick={() => setEditing(editing === c.id ? null : c.id)}
              >
                Edit
              </Button>
            </Group>
            {editing === c.id ? (
              <CategoryForm
                key={c.id}
                category={c}
                onSaved={(saved) => {
                  setEditing(null);
                  listSaved(saved);
                }}
                reload={() => categories.mutate()}
              />
            ) : null}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1}>{ADMIN_TEXT.categoriesTitle}</Title>
      {/* Read again and failed: the list and an open form stay, with the owner's unsaved edits. */}
      {categories.data ? <ReloadFailed error={categories.error} onRetry={() => categories.mutate()} /> : null}
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4">
          {ADMIN_TEXT.newCategory}
        </Title>
        {/* Keyed on nothing that changes while the list loads: what the owner types stays. */}
        <CategoryForm key="new" category={null} onSaved={listSaved} reload={() => categories.mutate()} />
      </Paper>
      {body}
    </Stack>
  );
}

const withoutHidden = ({ hidden: _hidden, ...values }: CategoryValues) => values;

function CategoryForm({
  category,
  onSaved,
  reload,
}: {
  category: Category | null;
  onSaved: (saved: Category) => void;
  /** Asks the categories again (a save refused as stale). */
  reload: () => unknown;
}) {
  const save = useSave();
  const form = useForm<CategoryValues>({
    mode: 'controlled',
    initialValues: valuesOf(category),
    validate: (values) => errorsOf(CategoryFields, values),
  });
  // The row's Hide / Show pressed while this form is open: the box follows it (unless the owner changed
  // the box here), or this form's Save would send the old state and undo it.
  const seenHidden = useRef(category?.hidden);
  useEffect(() => {
    if (!category || category.hidden === seenHidden.current) return;
    if (form.getValues().hidden === seenHidden.current) form.setFieldValue('hidden', category.hidden);
    seenHidden.current = category.hidden;
  }, [category, form]);
  // The rest of the category changed elsewhere (another owner, another tab); `hidden` follows above.
  const latest = useLatestValues(form, category, { valuesOf, same: withoutHidden, reload });
  const submit = form.onSubmit(
    (values) =>
      save.run(async () => {
        const saved = await latest.send((version) =>
          adminCall('adminSaveCategory', { ...values, ...(category ? { id: category.id, version } : {}) }),
        );
        toast(
          'success',
          category ? ADMIN_TEXT.categorySaved(saved.title) : ADMIN_TEXT.categoryCreated(saved.title),
        );
        if (!category) form.reset();
        onSaved(saved);
      }),
    focusFirstInvalid,
  );
  const name = category ? category.title : ADMIN_TEXT.newCategory;
  return (
    <form onSubmit={submit} noValidate aria-label={category ? `Edit ${name}` : name}>
      <Stack gap="xs" mt="sm">
        <FormFailure failure={save.failure} />
        {latest.notice}
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <MediaField
          label="Image"
          kind="Image"
          description="A URL or a /media/… path, or upload a picture"
          {...form.getInputProps('image')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps('description')}
        />
        <Group gap="lg">
          <Checkbox label="On the home page" {...form.getInputProps('on_home', { type: 'checkbox' })} />
          <Checkbox label="Hidden from shoppers" {...form.getInputProps('hidden', { type: 'checkbox' })} />
        </Group>
        <Group>
          <Button type="submit" loading={save.busy}>
            {category ? ADMIN_TEXT.save : ADMIN_TEXT.createCategory}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
