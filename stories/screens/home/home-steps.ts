// What the home's story files share: their meta, the bestsellers' section, the loaded page, the store's promise.
import { expect, waitFor, within } from 'storybook/test';
import { HOME_PRODUCTS_ANCHOR } from '@/config/brand';
import { fixtures } from '@mocks/index';
import { SectionCarousel } from '@/features/content/home/SectionCarousel';
import { shellAt, type Canvas } from '../../support';

/** Both files' meta but the title and the component (the indexer reads those in each file): the whole app at /. */
export const homeMeta = { subcomponents: { SectionCarousel }, parameters: shellAt('/') };

export const { home } = fixtures;
export const products = (root: HTMLElement) => {
  const section = root.querySelector<HTMLElement>(`#${HOME_PRODUCTS_ANCHOR}`);
  if (!section) throw new Error(`No section with id="${HOME_PRODUCTS_ANCHOR}"`);
  return within(section);
};
/** Loaded: the first banner's heading and the eight bestsellers. */
export async function loadedHome(canvas: Canvas, root: HTMLElement) {
  await canvas.findByRole('heading', { level: 1, name: home.banner[0]!.title! });
  await waitFor(() => expect(products(root).getAllByRole('article')).toHaveLength(8));
}
export const storePromise = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 1, name: 'SPC and LVT flooring for less' });
