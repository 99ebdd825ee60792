// The back office sanitizes HTML on save (server/admin/html.ts, policy in src/contract/html.ts) and the
// storefront again on render (src/ui/HtmlContent/sanitize.ts, whose options stay inline so the shopper's
// bundle does not grow): the two must keep one policy, which this checks on hostile and ordinary HTML.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml as onSave } from '../../server/admin/html';
import { sanitizeHtml as onRender } from '@/ui/HtmlContent/sanitize';

const samples = [
  '<p>Warm <strong>oak</strong>, <em>5 mm</em>.</p><ul><li>One</li></ul>',
  '<script>alert(1)</script><img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(1)">x</a><a href="https://example.com" target="_blank">y</a>',
  '<p style="color:red">styled</p><style>p{}</style><form><input><button>b</button></form>',
  '<iframe src="https://example.com"></iframe><svg><circle/></svg><math><mi>x</mi></math>',
  '<table><tr><td>cell</td></tr></table><h2>Title</h2><blockquote>quote</blockquote>',
];

describe('one HTML policy on save and on render', () => {
  it.each(samples)('%s', async (html) => {
    // The render side also marks images lazy and links rel=noopener: strip those hook additions first.
    const rendered = onRender(html).replace(/ loading="lazy"| rel="noopener noreferrer"| alt=""/g, '');
    const saved = (await onSave(html)).replace(/ alt=""/g, '');
    expect(saved).toBe(rendered);
  });
});
