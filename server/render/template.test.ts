// server/render/template.ts: the built shell as a template with named slots.
import { describe, expect, it } from 'vitest';
import { parseShellTemplate, type Slot } from './template';

// The shape of Vite's built index.html (scripts and sheets moved into the head).
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shop's default description."
    />
    <title>The shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
    <link rel="stylesheet" href="https://fonts.example/sheet.css">
  </head>
  <body>
    <noscript>This store needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const named = (slot: Slot) => `[${slot}]`;

describe('parseShellTemplate', () => {
  it('lists the scripts, preloads and own stylesheets, and fills each slot where the shell had its part', () => {
    const template = parseShellTemplate(shell);
    expect(template.scripts).toEqual(['/assets/index-abc.js']);
    expect(template.preloads).toEqual(['/assets/react-def.js']);
    expect(template.stylesheets).toEqual(['assets/index-123.css']);
    expect(template.fill(named)).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    [page-head]
    
    
    [css:assets/index-123.css]
    <link rel="stylesheet" href="https://fonts.example/sheet.css">
  [head-end]</head>
  <body>
    [noscript]
    <div id="root">[root]</div>[data]
  </body>
</html>`);
  });

  it('keeps the rest of the shell byte for byte', () => {
    const bare =
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const template = parseShellTemplate(bare);
    expect(template.fill((slot) => (slot === 'page-head' ? '<title>x</title>' : ''))).toBe(bare);
  });

  it.each([
    ['no <title>', shell.replace(/<title>.*<\/title>/, ''), /has no <title>/],
    ['no root element', shell.replace('<div id="root"></div>', ''), /has no empty <div id="root">/],
    ['a root element with content', shell.replace('<div id="root"></div>', '<div id="root">x</div>'), /root/],
    ['no written <head>', '<!doctype html><title>x</title><div id="root"></div>', /<head>/],
  ])('refuses a shell with %s, naming what is missing', (_, html, message) => {
    expect(() => parseShellTemplate(html, 'dist/index.html')).toThrow(message);
  });
});
