import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [375, 1280]) for (const [from, link, chunk] of [['/login', 'Sign up', 'SignUpForm'], ['/', 'Contact', 'ContactForm']]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  let release; const held = new Promise((r) => (release = r));
  await p.route(new RegExp(chunk + '\\.deferred-.*\\.js$'), async (route) => { await held; await route.continue(); });
  await p.goto('http://localhost:3900' + from);
  await p.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await p.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, chunk === 'SignUpForm' ? '/sign-up' : '/contact-us');
  await p.waitForSelector('.mantine-Skeleton-root');
  const sk = await p.$$eval('.mantine-Skeleton-root', (els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  release();
  await p.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root'));
  const hs = await p.$$eval('[data-deferred]', (els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  console.log(w, chunk, 'placeholder', sk.join(','), 'form', hs.join(','));
  await p.close();
}
await b.close();
