// /admin/content: the home page's section titles, banners and testimonials, and the About page. Filled
// (desktop and phone), loading, failed (and retried), the forms' messages, a banner list edited (moved
// with the focus following, one removed, one added) and saved, the About page saved (and as saved when
// opened again), the HTML texts' previews (filled, and one typed in, sanitized).
import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMock, adminUrl } from '@mocks/handlers/admin';
import { failEnvelope } from '@/contract/envelope';
import { AdminContentScreen } from '@/features/admin/AdminScreen';
import AdminContentPage from '@/features/admin/AdminContentPage';
import { HtmlField } from '@/features/admin/HtmlField';
import { ListItemControls } from '@/features/admin/ListItemControls';
import { mobile, routesAt } from '../../support';
import { adminLoading, adminFailedThenRetried } from '../../support/admin';

const meta = preview.meta({
  title: 'Screens/Back office/Home and About',
  component: AdminContentScreen,
  subcomponents: { AdminContentPage, ListItemControls, HtmlField },
  parameters: routesAt('/admin/content'),
});

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Home page sections' });
  return canvas;
};
const form = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('form', { name });
const rowTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => (within(li).getByLabelText('Title') as HTMLInputElement).value);
const notification = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement.ownerDocument.body).findByText(text);

export const Filled = meta.story({
  name: 'Home and About, filled',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByLabelText(/^Bestsellers section title/)).toHaveValue('Weekly Bestsellers');
    const { banners, testimonials } = adminMock().content;
    await expect(
      within(canvas.getByRole('list', { name: 'Home banners' })).getAllByRole('listitem'),
    ).toHaveLength(banners.length);
    await expect(
      within(canvas.getByRole('list', { name: 'Testimonials' })).getAllByRole('listitem'),
    ).toHaveLength(testimonials.length);
    await expect(canvas.getByLabelText('Banner title')).toHaveValue('About Us');
    // Each HTML text previews as shoppers see it.
    const preview = (name: string) => canvas.getByRole('region', { name: `Preview of ${name} (HTML)` });
    await expect(preview('Pickup and delivery')).toHaveTextContent(/Pickup is free at our warehouse dock/);
    await expect(preview('Delivery agreement')).toHaveTextContent(/delivery is curbside/);
    await expect(
      within(preview('Description')).getByRole('heading', { name: 'What we promise' }),
    ).toBeVisible();
  },
});

export const FilledMobile = Filled.extend({ name: 'Home and About, filled (mobile)', globals: mobile });

export const Loading = meta.story(adminLoading('adminContent'));

export const Failed = meta.story({
  name: 'Failed to load',
  parameters: {
    msw: {
      handlers: [
        http.post(adminUrl('adminContent'), () =>
          HttpResponse.json(failEnvelope('Something went wrong on our side'), { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'The back office could not load' });
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Retried = meta.story({
  name: 'Failed, then retried',
  tags: ['no-visual'], // ends filled: the filled picture
  ...adminFailedThenRetried('adminContent', loaded),
});

export const Invalid = meta.story({
  name: 'Validation errors',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const home = form(canvas, 'Home page sections');
    await userEvent.clear(within(home).getByLabelText(/^Categories section title/));
    await userEvent.click(within(home).getByRole('button', { name: 'Save' }));
    await expect(await within(home).findByText('Categories section title is required')).toBeVisible();

    const banners = form(canvas, 'Home banners');
    const first = within(banners).getAllByRole('listitem')[0]!;
    await userEvent.clear(within(first).getByLabelText('Image'));
    const testimonials = form(canvas, 'Testimonials');
    await userEvent.click(within(testimonials).getByRole('button', { name: 'Add testimonial' }));
    // The new row's first field has the focus.
    await waitFor(() => expect(within(testimonials).getAllByLabelText(/^Name/).at(-1)).toHaveFocus());
    await userEvent.click(within(banners).getByRole('button', { name: 'Save banners' }));
    await expect(await within(first).findByText('An image banner needs an image')).toBeVisible();
    await userEvent.click(within(testimonials).getByRole('button', { name: 'Save testimonials' }));
    await expect(await within(testimonials).findByText('Name is required')).toBeVisible();
    await expect(within(testimonials).getByText('Testimonial text is required')).toBeVisible();
    // Nothing was sent.
    await expect(adminMock().audit).toHaveLength(0);
  },
});

export const BannersSaved = meta.story({
  name: 'Banners moved, removed, added and saved',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const banners = form(canvas, 'Home banners');
    const list = within(banners).getByRole('list', { name: 'Home banners' });
    const [a, b, c] = rowTitles(list);
    await userEvent.click(within(list).getByRole('button', { name: 'Move down: Banner 1' }));
    await waitFor(() => expect(rowTitles(list)).toEqual([b, a, c]));
    // The focus followed the row, now the second.
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Move down: Banner 2' })).toHaveFocus(),
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Remove: Banner 3' }));
    await waitFor(() => expect(rowTitles(list)).toEqual([b, a]));
    await expect(within(banners).getByRole('button', { name: 'Add banner' })).toHaveFocus();
    await userEvent.click(within(banners).getByRole('button', { name: 'Add banner' }));
    const added = within(list).getAllByRole('listitem')[2]!;
    await userEvent.type(within(added).getByLabelText('Image'), '/media/banner-new.jpg');
    await userEvent.type(within(added).getByLabelText('Title'), 'New arrivals');
    const save = within(banners).getByRole('button', { name: 'Save banners' });
    await userEvent.click(save);
    await notification(canvasElement, 'Banners saved');
    await expect(adminMock().content.banners.map((x) => x.title)).toEqual([b, a, 'New arrivals']);
    await expect(adminMock().audit[0]).toMatchObject({ entity: 'home_banners', action: 'update' });
    await waitFor(() => expect(save).toHaveFocus());
  },
});

export const AboutSaved = meta.story({
  name: 'About page saved',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const about = form(canvas, 'About page');
    const title = within(about).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Floors at honest prices');
    await userEvent.click(within(about).getByRole('button', { name: 'Save' }));
    await notification(canvasElement, 'About page saved');
    await expect(adminMock().content.about.title).toBe('Floors at honest prices');
    // Opened again from another section: as saved, not as first loaded (a next save wrote that back).
    const section = (name: string) =>
      within(canvas.getByRole('navigation', { name: 'Back office sections' })).getByRole('link', { name });
    await userEvent.click(section('Orders'));
    await canvas.findByRole('heading', { level: 1, name: 'Orders' });
    await userEvent.click(section('Home & About')); // each page has a frame of its own: found again
    const again = form(await loaded(canvasElement), 'About page');
    await expect(within(again).getByLabelText('Title')).toHaveValue('Floors at honest prices');
  },
});

export const HtmlPreviewed = meta.story({
  name: 'HTML previewed as typed (sanitized)',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const agreement = canvas.getByLabelText('Delivery agreement (HTML)');
    await userEvent.clear(agreement);
    await userEvent.click(agreement);
    await userEvent.paste(
      '<p>Curbside only: <strong>sign</strong> for the pallet.</p><script>alert(1)</script>',
    );
    const preview = canvas.getByRole('region', { name: 'Preview of Delivery agreement (HTML)' });
    await waitFor(() => expect(within(preview).getByText('sign')).toBeVisible());
    await expect(within(preview).getByText('sign').tagName).toBe('STRONG');
    await expect(preview.querySelector('script')).toBeNull();
  },
});

export const BannersSavedMobile = BannersSaved.extend({
  name: 'Banners saved (mobile)',
  globals: mobile,
});
