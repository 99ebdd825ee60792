// /admin/content: what the shopper's home page and About page say. The home page's section titles and its
// two HTML blocks (pickup and delivery, the delivery agreement at checkout); the banners and the
// testimonials as rows edited in place (move up or down with the focus following the row, remove, add)
// and saved as a whole list in their order; the About page with its HTML description. Each part is a form
// of its own with its own Save, checked with the contract's messages; the server sanitizes the HTML, and
// each HTML text previews as shoppers see it (HtmlField, as the product description does).
import { useCallback, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import {
  AboutContentFields,
  BANNER_TYPES,
  HomeBannersFields,
  HomeContentFields,
  TestimonialsFields,
  type AdminData,
} from '@/contract/admin';
import { z } from '@/contract/zod';
import { useDocumentMeta } from '@/services/documentMeta';
import { BusyButton } from '@/ui';
import { adminCall, FOLLOW_CHANGES, useAdmin } from './api';
import { AdminFrame, whenLoaded } from './AdminFrame';
import {
  errorsOf,
  focusFirstInvalid,
  FormCard,
  useLatestValues,
  useSave,
  withoutKeys,
  withoutVersion,
} from './forms';
import { HtmlField } from './HtmlField';
import { ADMIN_TEXT } from './adminText';
import { ListItemControls, type MoveDirection } from './ListItemControls';
import { MediaField } from './media/MediaField';

type Content = AdminData<'adminContent'>;
type Home = Content['home'];
type Banner = Content['banners'][number];
type Testimonial = Content['testimonials'][number];
type About = Content['about'];
/** A list row with a key of its own, so React keeps each row's inputs while rows move. */
type Row<T> = T & { key: string };
/** A list as read or saved: its rows in order, at a version. */
interface List<T> {
  rows: T[];
  version: number;
}

export default function AdminContentScreen() {
  useDocumentMeta({ title: ADMIN_TEXT.contentTitle, robots: 'noindex' });
  const content = useAdmin('adminContent', {}, FOLLOW_CHANGES);
  // A part saved goes into the cached read too: the page opened again (from another section) shows it at
  // once, not what was loaded before the save, which a save of another part would then have written back.
  const keep = (part: Partial<Content>) =>
    void content.mutate((cached) => cached && { ...cached, ...part }, { revalidate: false });
  /** Asks the content again (a save refused as stale). */
  const reload = () => content.mutate();
  return (
    <AdminFrame>
      <Stack gap="lg">
        <Title order={1}>{ADMIN_TEXT.contentTitle}</Title>
        {whenLoaded(content, (data) => (
          <>
            <HomeForm initial={data.home} onSaved={(home) => keep({ home })} reload={reload} />
            <BannersForm
              initial={data.banners}
              version={data.banners_version}
              onSaved={(saved) => keep({ banners: saved.rows, banners_version: saved.version })}
              reload={reload}
            />
            <TestimonialsForm
              initial={data.testimonials}
              version={data.testimonials_version}
              onSaved={(saved) => keep({ testimonials: saved.rows, testimonials_version: saved.version })}
              reload={reload}
            />
            <AboutForm initial={data.about} onSaved={(about) => keep({ about })} reload={reload} />
          </>
        ))}
      </Stack>
    </AdminFrame>
  );
}

const HOME_TITLES: [keyof HomeValues, string, boolean][] = [
  ['sps_flooring_title', 'Categories section title', true],
  ['sps_flooring_sub_title', 'Categories section subtitle', false],
  ['weekly_bestsellers_title', 'Bestsellers section title', true],
  ['weekly_bestsellers_sub_title', 'Bestsellers section subtitle', false],
  ['clients_say_title', 'Testimonials section title', true],
  ['clients_say_sub_title', 'Testimonials section subtitle', false],
];

/** A part's form: the part as loaded, what to do with it once saved, and how to ask for it again. */
interface PartProps<T> {
  initial: T;
  onSaved: (saved: T) => void;
  reload: () => unknown;
}
type HomeValues = Omit<Home, 'version'>;

function HomeForm({ initial, onSaved, reload }: PartProps<Home>) {
  const save = useSave();
  const form = useForm<HomeValues>({
    mode: 'controlled',
    initialValues: withoutVersion(initial),
    validate: (values) => errorsOf(HomeContentFields, values),
  });
  const latest = useLatestValues(form, initial, { valuesOf: withoutVersion, reload });
  const submit = form.onSubmit(
    (values) =>
      save.run(async () => {
        const fields = HomeContentFields.parse(values);
        const saved = await latest.send((version) => adminCall('adminSaveHome', { ...fields, version }));
        latest.saved(saved);
        onSaved(saved);
      }, ADMIN_TEXT.homeSaved),
    focusFirstInvalid,
  );
  return (
    <FormCard title={ADMIN_TEXT.homeTitle} failure={save.failure} notice={latest.notice} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {HOME_TITLES.map(([key, label, required]) => (
          <TextInput key={key} label={label} required={required} {...form.getInputProps(key)} />
        ))}
      </SimpleGrid>
      <HtmlField
        label="Pickup and delivery (HTML)"
        description="The home page's block on pickup and delivery"
        minRows={3}
        maxRows={10}
        {...form.getInputProps('pick_up_delivery')}
      />
      <HtmlField
        label="Delivery agreement (HTML)"
        description="Ticked by the shopper at checkout before paying for a delivery; leave empty for none"
        minRows={3}
        maxRows={10}
        {...form.getInputProps('agree_delivery')}
      />
      <BusyButton type="submit" loading={save.busy} w="fit-content">
        {ADMIN_TEXT.save}
      </BusyButton>
    </FormCard>
  );
}

const withKeys = <T extends object>(list: readonly T[]): Row<T>[] =>
  list.map((item) => ({ ...item, key: randomId() }));

/**
 * A list saved as a whole: its rows' order, moves with the focus following the row, removal (the focus
 * goes to Add) and a new row at the end (its first field focused).
 */
function useRows<T extends object>(form: UseFormReturnType<{ rows: Row<T>[] }>) {
  const [focus, setFocus] = useState<{ key: string; direction: MoveDirection } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focused = useCallback(() => setFocus(null), []);
  return {
    addButton,
    added,
    focused,
    focusOf: (key: string) => (focus?.key === key ? focus.direction : null),
    move: (index: number, direction: MoveDirection) => {
      const row = form.getValues().rows[index];
      if (!row) return;
      form.reorderListItem('rows', { from: index, to: direction === 'up' ? index - 1 : index + 1 });
      setFocus({ key: row.key, direction });
    },
    remove: (index: number) => {
      form.removeListItem('rows', index);
      addButton.current?.focus();
    },
    add: (item: T) => {
      const key = randomId();
      form.insertListItem('rows', { ...item, key });
      setAdded(key);
    },
  };
}

/** What a list form says: its heading, its empty state, its buttons, its notification and a row's name. */
interface ListText {
  title: string;
  empty: string;
  add: string;
  save: string;
  saved: string;
  /** "Banner": rows are "Banner 1", "Banner 2"… */
  row: string;
}

/** A list part's form: the list as loaded and its version, what to do once saved, how to ask again. */
interface ListPartProps<T> {
  initial: T[];
  version: number;
  onSaved: (saved: List<T>) => void;
  reload: () => unknown;
}

interface ListFormProps<T extends object> extends ListPartProps<T> {
  /** The list's contract, as the form holds it (`{ rows }`): its messages are the form's. */
  schema: z.ZodType<{ rows: T[] }>;
  /** Saves the whole list in its order, opened at `version`; answers the list as saved. */
  send: (rows: T[], version: number | undefined) => Promise<List<T>>;
  text: ListText;
  blank: T;
  /** Shown beside the row's name, dimmed (a banner's title, a testimonial's name). */
  caption: (row: T) => string;
  /** The row's fields; `autoFocus` for the first one of a row just added. */
  /** The row's fields; `name` is the row's ("Banner 2"). */
  fields: (field: (name: keyof T & string) => GetInputProps, autoFocus: boolean, name: string) => ReactNode;
}
type GetInputProps = ReturnType<UseFormReturnType<unknown>['getInputProps']>;

/** A list edited in place and saved as a whole (the banners, the testimonials). */
function ListForm<T extends object>({
  initial,
  version,
  reload,
  schema,
  send,
  onSaved,
  text,
  blank,
  caption,
  fields,
}: ListFormProps<T>) {
  const save = useSave();
  const form = useForm<{ rows: Row<T>[] }>({
    mode: 'controlled',
    initialValues: { rows: withKeys(initial) },
    validate: (values) => errorsOf(schema, values),
  });
  const read = useMemo(() => ({ rows: initial, version }), [initial, version]);
  const latest = useLatestValues(form, read, {
    valuesOf: (list) => ({ rows: withKeys(list.rows) }),
    // Compared without the rows' keys, which are the form's own.
    same: (values) => withoutKeys(values.rows),
    reload,
  });
  const rows = useRows<T>(form);
  const submit = form.onSubmit(
    (values) =>
      save.run(async () => {
        const saved = await latest.send((opened) => send(schema.parse(values).rows, opened));
        // The same rows in the same order: each keeps its key (and so its inputs and focus).
        const keyed = saved.rows.map((r, i) => ({ ...r, key: values.rows[i]?.key ?? randomId() }));
        latest.saved(saved, { rows: keyed });
        onSaved(saved);
      }, text.saved),
    focusFirstInvalid,
  );
  const list = form.getValues().rows;
  return (
    <FormCard title={text.title} failure={save.failure} notice={latest.notice} onSubmit={submit}>
      {list.length === 0 ? (
        <Text c="dimmed">{text.empty}</Text>
      ) : (
        <RowList label={text.title}>
          {list.map((row, index) => {
            const name = `${text.row} ${index + 1}`;
            const shown = caption(row);
            return (
              <Paper key={row.key} component="li" withBorder p="sm" radius="md">
                <Text fw={600}>
                  {name}
                  {shown ? (
                    <Text span c="dimmed" fw={400}>
                      {' '}
                      · {shown}
                    </Text>
                  ) : null}
                </Text>
                <ListItemControls
                  label={name}
                  first={index === 0}
                  last={index === list.length - 1}
                  onMove={(direction) => rows.move(index, direction)}
                  onRemove={() => rows.remove(index)}
                  focus={rows.focusOf(row.key)}
                  onFocused={rows.focused}
                />
                {fields((f) => form.getInputProps(`rows.${index}.${f}`), rows.added === row.key, name)}
              </Paper>
            );
          })}
        </RowList>
      )}
      <ListButtons
        addRef={rows.addButton}
        addLabel={text.add}
        onAdd={() => rows.add(blank)}
        saveLabel={text.save}
        busy={save.busy}
      />
    </FormCard>
  );
}

const BANNERS = z.object({ rows: HomeBannersFields });
const NEW_BANNER: Banner = { type: 'Image', image: '', video: '', title: '', subtitle: '' };
const BANNERS_TEXT: ListText = {
  title: ADMIN_TEXT.bannersTitle,
  empty: ADMIN_TEXT.bannersEmpty,
  add: ADMIN_TEXT.addBanner,
  save: ADMIN_TEXT.saveBanners,
  saved: ADMIN_TEXT.bannersSaved,
  row: 'Banner',
};

function BannersForm(props: ListPartProps<Banner>) {
  return (
    <ListForm<Banner>
      {...props}
      schema={BANNERS}
      send={(banners, version) =>
        adminCall('adminSaveBanners', { banners, version }).then((s) => ({
          rows: s.banners,
          version: s.version,
        }))
      }
      text={BANNERS_TEXT}
      blank={NEW_BANNER}
      caption={(b) => b.title}
      fields={(field, autoFocus, name) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            <Select
              label="Type"
              data={[...BANNER_TYPES]}
              allowDeselect={false}
              autoFocus={autoFocus}
              {...field('type')}
            />
            <TextInput label="Title" {...field('title')} />
            <MediaField
              label="Image"
              kind="Image"
              uploadName={`${name} image`}
              description="A URL or a /media/… path; a video's poster"
              {...field('image')}
            />
            <MediaField
              label="Video"
              kind="Video"
              uploadName={`${name} video`}
              description="For a video banner: its URL"
              {...field('video')}
            />
          </SimpleGrid>
          <TextInput label="Subtitle" mt="xs" {...field('subtitle')} />
        </>
      )}
    />
  );
}

const TESTIMONIALS = z.object({ rows: TestimonialsFields });
const NEW_TESTIMONIAL: Testimonial = { name: '', designation: '', description: '', image: '' };
const TESTIMONIALS_TEXT: ListText = {
  title: ADMIN_TEXT.testimonialsTitle,
  empty: ADMIN_TEXT.testimonialsEmpty,
  add: ADMIN_TEXT.addTestimonial,
  save: ADMIN_TEXT.saveTestimonials,
  saved: ADMIN_TEXT.testimonialsSaved,
  row: 'Testimonial',
};

function TestimonialsForm(props: ListPartProps<Testimonial>) {
  return (
    <ListForm<Testimonial>
      {...props}
      schema={TESTIMONIALS}
      send={(testimonials, version) =>
        adminCall('adminSaveTestimonials', { testimonials, version }).then((s) => ({
          rows: s.testimonials,
          version: s.version,
        }))
      }
      text={TESTIMONIALS_TEXT}
      blank={NEW_TESTIMONIAL}
      caption={(t) => t.name}
      fields={(field, autoFocus, name) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            <TextInput label="Name" required autoFocus={autoFocus} {...field('name')} />
            <TextInput label="Designation" {...field('designation')} />
            <MediaField
              label="Photo"
              kind="Image"
              uploadName={`${name} photo`}
              description="A URL or a /media/… path"
              {...field('image')}
            />
          </SimpleGrid>
          <Textarea
            label="Testimonial text"
            required
            autosize
            minRows={2}
            maxRows={6}
            mt="xs"
            {...field('description')}
          />
        </>
      )}
    />
  );
}

function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

function ListButtons({
  addRef,
  addLabel,
  onAdd,
  saveLabel,
  busy,
}: {
  addRef: RefObject<HTMLButtonElement | null>;
  addLabel: string;
  onAdd: () => void;
  saveLabel: string;
  busy: boolean;
}) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {ADMIN_TEXT.listUnsaved}
      </Text>
      <SimpleGrid cols={2} w="fit-content" spacing="sm">
        <Button ref={addRef} variant="default" onClick={onAdd}>
          {addLabel}
        </Button>
        <BusyButton type="submit" loading={busy}>
          {saveLabel}
        </BusyButton>
      </SimpleGrid>
    </Stack>
  );
}

type AboutValues = Omit<About, 'version'>;
const ABOUT_FIELDS: [keyof AboutValues, string][] = [
  ['image', 'Banner image'],
  ['banner_title', 'Banner title'],
  ['banner_sub_title', 'Banner subtitle'],
  ['title', 'Title'],
  ['sub_title', 'Subtitle'],
];

function AboutForm({ initial, onSaved, reload }: PartProps<About>) {
  const save = useSave();
  const form = useForm<AboutValues>({
    mode: 'controlled',
    initialValues: withoutVersion(initial),
    validate: (values) => errorsOf(AboutContentFields, values),
  });
  const latest = useLatestValues(form, initial, { valuesOf: withoutVersion, reload });
  const submit = form.onSubmit(
    (values) =>
      save.run(async () => {
        const fields = AboutContentFields.parse(values);
        const saved = await latest.send((version) => adminCall('adminSaveAbout', { ...fields, version }));
        latest.saved(saved);
        onSaved(saved);
      }, ADMIN_TEXT.aboutSaved),
    focusFirstInvalid,
  );
  return (
    <FormCard title={ADMIN_TEXT.aboutTitle} failure={save.failure} notice={latest.notice} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ABOUT_FIELDS.map(([key, label]) =>
          key === 'image' ? (
            <MediaField key={key} label={label} kind="Image" {...form.getInputProps(key)} />
          ) : (
            <TextInput key={key} label={label} {...form.getInputProps(key)} />
          ),
        )}
      </SimpleGrid>
      <HtmlField label="Description (HTML)" minRows={4} maxRows={14} {...form.getInputProps('description')} />
      <BusyButton type="submit" loading={save.busy} w="fit-content">
        {ADMIN_TEXT.save}
      </BusyButton>
    </FormCard>
  );
}
