// A product's gallery in its edit form: pictures, video files and YouTube links, in the order shoppers see
// them. Files are uploaded from here ("Upload pictures or videos", several at once); a YouTube link is
// pasted. The order changes by dragging a row's handle (with a pointer, or with the keyboard: Space to lift,
// the arrows to move, Space to drop) or by the rows' Move up / Move down buttons. Saved with the product.
import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBrandYoutube, IconGripVertical, IconPhoto, IconPlayerPlay } from '@tabler/icons-react';
import { ADMIN_LIMITS } from '@/contract/admin';
import { ListItemControls, type MoveDirection } from '../ListItemControls';
import { mediaRow, type MediaFormItem, type ProductFormValues } from '../productForm';
import { UploadButton } from './UploadButton';

type Form = UseFormReturnType<ProductFormValues>;

const TYPE_LABEL: Record<MediaFormItem['type'], string> = {
  Image: 'Picture',
  Video: 'Video',
  Youtube: 'YouTube video',
};
export const rowLabel = (item: MediaFormItem, index: number) => `${TYPE_LABEL[item.type]} ${index + 1}`;

const THUMB = 56;

/**
 * The server's 160 px copy of one of the shop's own pictures (the rule is `mediaUrl` in
 * src/contract/media.ts; tests/unit/admin-thumbnail.test.ts keeps the two the same). Not imported: a module
 * shared by the back office's chunks and the shopper's is split into a file of its own, one more name in
 * every shopper's entry. For the same reason the thumbnail is an <img>, not the cart's CartThumb.
 */
export const thumbnailOf = (src: string) =>
  /^\/media\/[^?]+\.(jpe?g|png|webp|avif)$/i.test(src) ? `${src}?w=160` : src;

function Thumb({ item }: { item: MediaFormItem }) {
  if (item.type === 'Image' && item.file)
    return (
      <img
        src={thumbnailOf(item.file)}
        alt=""
        width={THUMB}
        height={THUMB}
        style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', flex: 'none' }}
      />
    );
  const Icon =
    item.type === 'Video' ? IconPlayerPlay : item.type === 'Youtube' ? IconBrandYoutube : IconPhoto;
  return (
    <Box
      w={THUMB}
      h={THUMB}
      bg="gray.1"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
      aria-hidden
    >
      <Icon size={24} stroke={1.5} />
    </Box>
  );
}

function MediaRow({
  form,
  item,
  index,
  count,
  focus,
  onFocused,
  onMove,
  fresh,
}: {
  form: Form;
  /** Just added by "Add YouTube link": its field takes the focus. */
  fresh: boolean;
  item: MediaFormItem;
  index: number;
  count: number;
  focus: MoveDirection | null;
  onFocused: () => void;
  onMove: (direction: MoveDirection) => void;
}) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: item.key,
  });
  const label = rowLabel(item, index);
  const field = (name: 'file' | 'video' | 'video_url') => form.getInputProps(`media.${index}.${name}`);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="md"
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Drag to reorder: ${label}`}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Thumb item={item} />
        <Stack gap={4} flex={1} miw={0}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {item.type === 'Image' ? (
            <TextInput label="Picture" description="A URL or a /media/… path" {...field('file')} />
          ) : item.type === 'Video' ? (
            <>
              <TextInput label="Video file" {...field('video')} />
              <TextInput label="Poster picture (optional)" {...field('file')} />
            </>
          ) : (
            <TextInput
              label="YouTube link"
              placeholder="https://www.youtube.com/watch?v=…"
              autoFocus={fresh}
              {...field('video_url')}
            />
          )}
          <ListItemControls
            label={label}
            first={index === 0}
            last={index === count - 1}
            onMove={onMove}
            onRemove={() => form.removeListItem('media', index)}
            focus={focus}
            onFocused={onFocused}
          />
        </Stack>
      </Group>
    </Paper>
  );
}

export function ProductMediaEditor({ form }: { form: Form }) {
  const media = form.getValues().media;
  const [moved, setMoved] = useState<{ key: string; direction: MoveDirection } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const reorder = (from: number, to: number) => form.reorderListItem('media', { from, to });
  // What a screen reader hears while a row is dragged with the keyboard, in the rows' own names.
  const nameOf = (id: UniqueIdentifier) => {
    const index = media.findIndex((m) => m.key === id);
    return index < 0 ? 'The row' : rowLabel(media[index]!, index);
  };
  const positionOf = (id: UniqueIdentifier) =>
    `position ${media.findIndex((m) => m.key === id) + 1} of ${media.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${positionOf(over.id)}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = media.findIndex((m) => m.key === active.id);
    const to = media.findIndex((m) => m.key === over.id);
    if (from >= 0 && to >= 0) reorder(from, to);
  };
  const full = media.length >= ADMIN_LIMITS.media;
  const add = (item: Omit<MediaFormItem, 'key'>) => {
    if (form.getValues().media.length >= ADMIN_LIMITS.media) return null;
    const row = mediaRow(item);
    form.insertListItem('media', row);
    return row.key;
  };
  const listError = form.errors.media;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Pictures and videos
      </Title>
      <Text size="sm" c="dimmed">
        Shoppers see them in this order. Drag a row by its handle, or use Move up and Move down.
      </Text>
      {media.length === 0 ? (
        <Text size="sm">No pictures or videos yet: the product shows its main image.</Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements }}
        >
          <SortableContext items={media.map((m) => m.key)} strategy={verticalListSortingStrategy}>
            <Stack gap="xs" role="list" aria-label="Pictures and videos">
              {media.map((item, index) => (
                <Box key={item.key} role="listitem">
                  <MediaRow
                    form={form}
                    item={item}
                    index={index}
                    count={media.length}
                    fresh={added === item.key}
                    focus={moved?.key === item.key ? moved.direction : null}
                    onFocused={() => setMoved(null)}
                    onMove={(direction) => {
                      reorder(index, direction === 'up' ? index - 1 : index + 1);
                      setMoved({ key: item.key, direction });
                    }}
                  />
                </Box>
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      {listError ? (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      ) : null}
      {full ? (
        <Text size="sm">At most {ADMIN_LIMITS.media} pictures and videos: remove one to add another.</Text>
      ) : (
        <Group align="flex-start">
          <UploadButton
            onUploaded={(m) =>
              add({
                type: m.kind,
                file: m.kind === 'Image' ? m.url : '',
                video: m.kind === 'Video' ? m.url : '',
                video_url: '',
              })
            }
          >
            Upload pictures or videos
          </UploadButton>
          <Button
            variant="default"
            onClick={() => setAdded(add({ type: 'Youtube', file: '', video: '', video_url: '' }))}
          >
            Add YouTube link
          </Button>
        </Group>
      )}
    </Stack>
  );
}
