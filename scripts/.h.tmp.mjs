import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [375, 768, 1280]) for (const path of ['/login', '/sign-up', '/forgot-password', '/reset-password', '/contact-us']) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.goto('http://localhost:3900' + path);
  await p.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await p.evaluate(() => document.fonts.ready);
  const hs = await p.$$eval('[data-deferred]', (els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  console.log(w, path, hs.join(','));
  await p.close();
}
await b.close();
