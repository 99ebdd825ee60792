import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await p.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), tag: e.element?.tagName, text: e.element?.textContent?.slice(0, 40), size: e.size, conn: e.element?.isConnected }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__removed = [];
  new MutationObserver((ms) => { for (const m of ms) for (const n of m.removedNodes) if (n.nodeType === 1 && (n.matches?.('h1') || n.querySelector?.('h1'))) window.__removed.push({ t: Math.round(performance.now()), tag: n.tagName, cls: String(n.className).slice(0, 60) }); }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ paint: e.name, t: Math.round(e.startTime) }); }).observe({ type: 'paint', buffered: true });
});
const url = process.argv[2] ?? 'http://localhost:3900/products';
await p.goto(url, { waitUntil: 'load' });
await p.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 30000 });
await p.waitForTimeout(1500);
console.log(JSON.stringify(await p.evaluate(() => ({ lcp: window.__lcp, removed: window.__removed, nodes: document.querySelectorAll('*').length, html: document.documentElement.outerHTML.length })), null, 1));
await b.close();
