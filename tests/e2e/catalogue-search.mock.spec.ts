// Against a server of the spec's contract (the mock build told so by the tab's session: it ignores the
// browsing fields and answers the whole list), the same filters and sort work in the browser (issue 26).
import { test } from './fixtures';
import { filterThinByPrice } from './listing';

test('spec-only server: a thickness and a price sort, paged, sorted and counted in the browser', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('mocks:catalogue', 'spec-only'));
  await filterThinByPrice(page);
});
