import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { HtmlContent } from '@/ui';

const productDescription = `
<h2>Built for real life</h2>
<p>Our <strong>Natural Oak SPC</strong> combines a rigid stone-polymer core with a 20&nbsp;mil wear layer,
so it shrugs off spills, pets and busy hallways. Install it over most existing floors with a simple click-lock system.</p>
<ul>
  <li>100% waterproof core — kitchens, bathrooms and basements</li>
  <li>Attached IXPE underlayment for quieter steps</li>
  <li>Lifetime residential warranty</li>
</ul>
<h3>Specifications</h3>
<table>
  <thead><tr><th>Feature</th><th>Value</th></tr></thead>
  <tbody>
    <tr><td>Plank size</td><td>7" × 48"</td></tr>
    <tr><td>Thickness</td><td>6.5 mm</td></tr>
    <tr><td>Coverage per box</td><td>23.4 sqft</td></tr>
  </tbody>
</table>
<blockquote>Acclimate the boxes in the room for 48 hours before installing.</blockquote>
<p>Questions? <a href="/contact-us">Contact our flooring team</a>.</p>
`;

const maliciousHtml = `
<p>Great floor!</p>
<script>window.__pwned = true</script>
<img src="x" onerror="window.__pwned = true" alt="broken">
<a href="javascript:window.__pwned=true">Click me</a>
<p onclick="window.__pwned = true" style="background:url(https://evil.example/x.png);color:#fff">Styled text</p>
<iframe src="https://evil.example"></iframe>
<svg><script>window.__pwned = true</script></svg>
<form action="https://evil.example"><input name="card"></form>
<a href="https://example.com" target="_blank">External</a>
`;

const meta = preview.meta({
  title: 'UI/HtmlContent',
  component: HtmlContent,
  args: { html: productDescription },
});

export const RichText = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Built for real life' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact our flooring team' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  },
});

export const StripsScriptsAndHandlers = meta.story({
  name: 'Strips scripts, handlers, iframes and styles',
  args: { html: maliciousHtml },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Great floor!')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img[onerror]')).toBeNull();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
    await expect(canvasElement.querySelector('iframe, form, input, svg')).toBeNull();
    await expect(canvasElement.querySelector('[style]')).toBeNull();
    await expect(canvas.getByText('Click me').getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    await expect(canvas.getByRole('link', { name: 'External' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
});

export const Compact = meta.story({
  args: {
    variant: 'compact',
    html: '<p>Rigid-core vinyl planks with a <strong>waterproof</strong> SPC core, ready for any room in the house.</p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('waterproof')).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { html: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-variant]')?.innerHTML).toBe('');
  },
});
