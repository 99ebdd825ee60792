// Critical CSS for server-rendered pages (issue 9). A page inlines the CSS of its entry and screen so that
// nothing is render-blocking, but the entry's sheet is Mantine's whole component library (≈ 137 KB, 21 KB
// gzip): most of the first HTML's bytes, and rules the browser parses and matches before the first paint.
// Here each sheet is parsed once (postcss) and, per page, only the rules that can match the rendered markup
// are kept. The browser then loads the full sheets before it hydrates (src/start/hydrationData.ts), so what
// appears later (menus, drawers, states) is styled as before.
//
// The test is by class name only, so it keeps a superset and never drops a rule the markup needs: a rule
// stays when one of its selectors names no class, or only classes the page's HTML uses. Element, :root,
// attribute and pseudo parts are not looked at (a kept rule may not match: harmless). @font-face,
// @keyframes and the like stay whole; @media, @supports, @layer and @container keep their kept rules.
//
// Measured on `/` (demo catalogue): the entry sheet 137 KB → 51 KB, the first HTML 42.5 → 30 KB gzip; a few
// milliseconds per page (the selectors' classes are read once per sheet). Beasties (the critters fork)
// does the same by matching every selector against a parsed DOM: ≈ 130–240 ms per page, too slow per request.
import postcss, { type ChildNode, type Container } from 'postcss';

/** One kept-or-not unit of a sheet: its text, and the class sets of its selectors (null: always kept). */
type Piece =
  | { kind: 'rule'; text: string; selectors: string[][] | null }
  | { kind: 'group'; open: string; children: Piece[] }
  | { kind: 'whole'; text: string };

const CLASS = /\.((?:\\.|[\w-])+)/g;
const unescape = (name: string) => name.replace(/\\(.)/g, '$1');

/** The class names a selector requires (empty: it names none and is always kept). */
function classesOf(selector: string): string[] {
  // :not(.x) and :where(.x, .y) do not require .x to be on the page: drop functional pseudo-classes first.
  let plain = selector;
  let previous;
  do {
    previous = plain;
    plain = plain.replace(/:(?:not|where|is|has|nth-[\w-]+)\([^()]*\)/g, '');
  } while (plain !== previous);
  return [...plain.matchAll(CLASS)].map((m) => unescape(m[1]!));
}

function piecesOf(container: Container): Piece[] {
  const pieces: Piece[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const selectors = node.selectors.map(classesOf);
      pieces.push({
        kind: 'rule',
        text: node.toString(),
        selectors: selectors.some((s) => s.length === 0) ? null : selectors,
      });
    } else if (
      node.type === 'atrule' &&
      node.nodes &&
      /^(media|supports|layer|container)$/i.test(node.name)
    ) {
      pieces.push({ kind: 'group', open: `@${node.name} ${node.params}{`, children: piecesOf(node) });
    } else if (node.type !== 'comment') {
      pieces.push({ kind: 'whole', text: node.toString() });
    }
  });
  return pieces;
}

function keep(pieces: Piece[], used: ReadonlySet<string>): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'whole') out += piece.text;
    else if (piece.kind === 'rule') {
      if (!piece.selectors || piece.selectors.some((names) => names.every((n) => used.has(n)))) {
        out += piece.text;
      }
    } else {
      const inner = keep(piece.children, used);
      if (inner) out += `${piece.open}${inner}}`;
    }
  }
  return out;
}

/** The class names used in an HTML document or fragment (every `class="…"` attribute). */
export function classesInHtml(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) used.add(name.replace(/&amp;/g, '&'));
  }
  return used;
}

/** A sheet, parsed once, that can be cut down to the rules a page's classes can match. */
export interface CriticalSheet {
  /** The full sheet. */
  readonly css: string;
  /** The rules of the sheet that can match markup using only `used` classes. */
  critical(used: ReadonlySet<string>): string;
}

export function criticalSheet(css: string): CriticalSheet {
  const pieces = piecesOf(postcss.parse(css));
  return { css, critical: (used) => keep(pieces, used) };
}
