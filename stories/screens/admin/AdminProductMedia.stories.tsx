// A product's pictures and videos in the back office (/admin/products/:id): the gallery in its order (a
// picture, a video, a YouTube link), a picture uploaded and saved, a file refused before it is sent, an
// upload failed then tried again, rows reordered by dragging with the keyboard, a bad YouTube link, a
// category's picture and a home banner's video uploaded into their fields; mobile.
import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStates } from '@mocks/handlers/admin';
import { AdminProductsScreen } from '@/features/admin/AdminScreen';
import { MediaField } from '@/features/admin/media/MediaField';
import { ProductMediaEditor } from '@/features/admin/media/ProductMediaEditor';
import { UploadButton } from '@/features/admin/media/UploadButton';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@/contract/admin-media';
import { mobile, routesAt } from '../../support';

const meta = preview.meta({
  title: 'Screens/Back office/Product media',
  component: AdminProductsScreen,
  // The parts these stories show, inside the product, category and home pages.
  subcomponents: { ProductMediaEditor, UploadButton, MediaField },
  parameters: routesAt('/admin/products/1'),
});

const gallery = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Pictures and videos' });
  return { canvas, list: within(list) };
};
const pictures = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByLabelText('Picture', { selector: 'input' })
    .map((input) => (input as HTMLInputElement).value);
/** One of the shop's own pictures, as a file the owner would choose. */
const photo = async (name = 'living-room.jpg') =>
  new File([await (await fetch('/media/coastal-oak-spc-room.jpg')).blob()], name, { type: 'image/jpeg' });
const choose = async (canvasElement: HTMLElement, file: File) =>
  userEvent.upload(within(canvasElement).getByLabelText('Choose files: Upload pictures or videos'), file);

export const Gallery = meta.story({
  name: 'Gallery: pictures and a video, in order',
  play: async ({ canvasElement }) => {
    const { list } = await gallery(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByText('Video 4')).toBeVisible();
    await expect(list.getByLabelText('Video file')).not.toHaveValue('');
  },
});

export const Youtube = meta.story({
  name: 'Gallery: a YouTube link',
  parameters: { route: '/admin/products/2' },
  play: async ({ canvasElement }) => {
    const { list } = await gallery(canvasElement);
    await expect((list.getByLabelText('YouTube link') as HTMLInputElement).value).toContain('youtu');
  },
});

export const Uploaded = meta.story({
  name: 'Upload: a picture added, then saved',
  play: async ({ canvasElement }) => {
    const { canvas } = await gallery(canvasElement);
    await choose(canvasElement, await photo());
    await canvas.findByText('Picture 5');
    await expect(pictures(canvasElement).at(-1)).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.jpg$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await within(canvasElement.ownerDocument.body).findByText('Product saved');
    await expect(
      within(canvas.getByRole('list', { name: 'Pictures and videos' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  },
});

export const Refused = meta.story({
  name: 'Upload: too large a picture, refused before it is sent',
  play: async ({ canvasElement }) => {
    const { canvas } = await gallery(canvasElement);
    const huge = new File([new Uint8Array(UPLOAD_MAX_BYTES.Image + 1)], 'scan.png', { type: 'image/png' });
    await choose(canvasElement, huge);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.tooLarge('Image'));
    await expect(
      within(canvas.getByRole('list', { name: 'Pictures and videos' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  },
});

const uploadOutage = adminStates.uploadOutage();
export const Failed = meta.story({
  beforeEach: uploadOutage.begin,
  name: 'Upload: failed, then tried again',
  parameters: { msw: { handlers: uploadOutage.handlers } },
  play: async ({ canvasElement }) => {
    const { canvas } = await gallery(canvasElement);
    await choose(canvasElement, await photo());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    uploadOutage.end();
    await choose(canvasElement, await photo('living-room-again.jpg'));
    await canvas.findByText('Picture 5');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
});

export const Dragged = meta.story({
  name: 'Order: a row dragged down with the keyboard',
  play: async ({ canvasElement }) => {
    const { list } = await gallery(canvasElement);
    const [first, second] = pictures(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    list.getByRole('button', { name: 'Drag to reorder: Picture 1' }).focus();
    // Each key once the previous one has been heard (the sensor listens from the next turn on).
    await userEvent.keyboard('[Space]');
    await body.findByText('Picture 1 is over position 1 of 4.');
    await userEvent.keyboard('[ArrowDown]');
    await body.findByText('Picture 1 is over position 2 of 4.');
    await userEvent.keyboard('[Space]');
    await body.findByText('Picture 1 was dropped at position 2 of 4.');
    await waitFor(() => expect(pictures(canvasElement).slice(0, 2)).toEqual([second, first]));
  },
});

export const BadYoutube = meta.story({
  name: 'YouTube link: not one, refused at save',
  play: async ({ canvasElement }) => {
    const { canvas } = await gallery(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add YouTube link' }));
    const link = canvas.getByLabelText('YouTube link');
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.type(link, 'https://example.com/our-video');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Enter a YouTube link, like https://www.youtube.com/watch?v=…'),
    ).toBeVisible();
  },
});

export const CategoryPicture = meta.story({
  name: 'Category: a picture uploaded into its field',
  parameters: { route: '/admin/categories' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'New category' }));
    await userEvent.upload(form.getByLabelText('Choose a file: Image'), await photo());
    await expect(await form.findByDisplayValue(/^\/media\/uploads\/[a-f0-9]{32}\.jpg$/)).toBeVisible();
  },
});

export const BannerVideo = meta.story({
  name: 'Home banner: a video file uploaded into its field',
  parameters: { route: '/admin/content' },
  play: async ({ canvas }) => {
    const video = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'tour.mp4', {
      type: 'video/mp4',
    });
    await userEvent.upload(await canvas.findByLabelText('Choose a file: Banner 1 video'), video);
    await expect(await canvas.findByDisplayValue(/^\/media\/uploads\/[a-f0-9]{32}\.mp4$/)).toBeVisible();
  },
});

export const GalleryMobile = Gallery.extend({ name: 'Gallery (mobile)', globals: mobile });
