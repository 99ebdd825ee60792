// Critical CSS for server-rendered pages. A page inlines the CSS of its entry and screen so that
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
// Selectors the page can never match (`unmatched`: the dark colour scheme of a light-only store) are
// dropped whatever their classes.
//
// Custom properties: Mantine declares some 480 on :root (every colour of every palette, both schemes),
// and a page's kept rules use about half. A custom property's declaration is kept only when the page's
// CSS (any of its sheets, after the cut) or its markup (style attributes) refers to it with var(), or a
// kept declaration does, and so on. Until the full sheets come (before hydration), only the server's
// markup is on the page, so nothing else can refer to one.
//
// Measured on `/` (demo catalogue): the entry sheet 137 KB → 51 KB, the first HTML 42.5 → 30 KB gzip; a few
// milliseconds per page (the selectors' classes are read once per sheet). Beasties (the critters fork)
// does the same by matching every selector against a parsed DOM: ≈ 130–240 ms per page, too slow per request.
import postcss, { type ChildNode, type Container, type Declaration, type Rule } from 'postcss';

/** A declaration of a rule that declares custom properties, kept or not by whether they are used. */
interface Decl {
  /** The custom property it declares, or null for any other declaration (always kept). */
  custom: string | null;
  text: string;
  /** The custom properties its value refers to. */
  refs: string[];
}

/** One kept-or-not unit of a sheet: its text, and the class sets of its selectors (null: always kept). */
type Piece =
  | {
      kind: 'rule';
      text: string;
      selectors: string[][] | null;
      /** The custom properties its non-custom declarations refer to. */
      refs: string[];
      /** Set when it declares custom properties: its selector and declarations, cut per page. */
      custom: { selector: string; decls: Decl[] } | null;
    }
  | { kind: 'group'; open: string; children: Piece[] }
  | { kind: 'whole'; text: string; refs: string[] };

const CLASS = /\.((?:\\.|[\w-])+)/g;
const VAR = /var\(\s*(--[\w-]+)/g;
const unescape = (name: string) => name.replace(/\\(.)/g, '$1');
const varsIn = (text: string) => [...text.matchAll(VAR)].map((m) => m[1]!);
/** The class a selector the page can never match requires: no markup has it. */
const NEVER = ' never';

/** The class names a selector requires (empty: it names none and is always kept). */
function classesOf(selector: string, unmatched: readonly RegExp[]): string[] {
  if (unmatched.some((pattern) => pattern.test(selector))) return [NEVER];
  // :not(.x) and :where(.x, .y) do not require .x to be on the page: drop functional pseudo-classes first.
  let plain = selector;
  let previous;
  do {
    previous = plain;
    plain = plain.replace(/:(?:not|where|is|has|nth-[\w-]+)\([^()]*\)/g, '');
  } while (plain !== previous);
  return [...plain.matchAll(CLASS)].map((m) => unescape(m[1]!));
}

function declOf(node: ChildNode): Decl {
  if (node.type !== 'decl') return { custom: null, text: node.toString(), refs: varsIn(node.toString()) };
  const decl = node as Declaration;
  const text = `${decl.prop}:${decl.value}${decl.important ? '!important' : ''}`;
  return { custom: decl.prop.startsWith('--') ? decl.prop : null, text, refs: varsIn(decl.value) };
}

function ruleOf(node: Rule, unmatched: readonly RegExp[]): Piece {
  const selectors = node.selectors.map((s) => classesOf(s, unmatched));
  const decls = (node.nodes ?? []).filter((n) => n.type !== 'comment').map(declOf);
  const declaresCustom = decls.some((d) => d.custom !== null);
  return {
    kind: 'rule',
    text: node.toString(),
    selectors: selectors.some((s) => s.length === 0) ? null : selectors,
    refs: decls.filter((d) => d.custom === null).flatMap((d) => d.refs),
    custom: declaresCustom ? { selector: node.selector, decls } : null,
  };
}

function piecesOf(container: Container, unmatched: readonly RegExp[]): Piece[] {
  const pieces: Piece[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      pieces.push(ruleOf(node, unmatched));
    } else if (
      node.type === 'atrule' &&
      node.nodes &&
      /^(media|supports|layer|container)$/i.test(node.name)
    ) {
      pieces.push({
        kind: 'group',
        open: `@${node.name} ${node.params}{`,
        children: piecesOf(node, unmatched),
      });
    } else if (node.type !== 'comment') {
      pieces.push({ kind: 'whole', text: node.toString(), refs: varsIn(node.toString()) });
    }
  });
  return pieces;
}

/** The pieces a page with `used` classes can match (groups keep only those, and go when none is left). */
function kept(pieces: Piece[], used: ReadonlySet<string>): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'whole') out.push(piece);
    else if (piece.kind === 'rule') {
      if (!piece.selectors || piece.selectors.some((names) => names.every((n) => used.has(n))))
        out.push(piece);
    } else {
      const children = kept(piece.children, used);
      if (children.length) out.push({ ...piece, children });
    }
  }
  return out;
}

/** Every custom property the kept pieces and the markup refer to, and those the referred ones refer to. */
function referenced(pieces: Piece[][], markup: string): Set<string> {
  const declared = new Map<string, string[]>();
  const wanted: string[] = varsIn(markup);
  const visit = (list: Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'group') visit(piece.children);
      else {
        wanted.push(...piece.refs);
        if (piece.kind === 'rule' && piece.custom) {
          for (const d of piece.custom.decls) {
            if (d.custom === null) continue;
            const refs = declared.get(d.custom);
            if (refs) refs.push(...d.refs);
            else declared.set(d.custom, [...d.refs]);
          }
        }
      }
    }
  };
  pieces.forEach(visit);
  const seen = new Set<string>();
  while (wanted.length) {
    const name = wanted.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    wanted.push(...(declared.get(name) ?? []));
  }
  return seen;
}

function text(pieces: Piece[], vars: ReadonlySet<string>): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'group') {
      const inner = text(piece.children, vars);
      if (inner) out += `${piece.open}${inner}}`;
    } else if (piece.kind === 'rule' && piece.custom) {
      const decls = piece.custom.decls.filter((d) => d.custom === null || vars.has(d.custom));
      if (decls.length) out += `${piece.custom.selector}{${decls.map((d) => d.text).join(';')}}`;
    } else out += piece.text;
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

/** A sheet, parsed once, that can be cut down to the rules a page's markup can match. */
export interface CriticalSheet {
  /** The full sheet. */
  readonly css: string;
  /** @internal its pieces, for criticalCss. */
  readonly pieces: Piece[];
}

/**
 * `unmatched`: selectors no page can match, dropped whatever their classes (for example the other
 * colour scheme's, where the document's scheme is fixed).
 */
export function criticalSheet(css: string, unmatched: readonly RegExp[] = []): CriticalSheet {
  return { css, pieces: piecesOf(postcss.parse(css), unmatched) };
}

/**
 * The critical CSS of one page, a text per sheet (in the order given): each sheet's rules that can match
 * the page's markup, with only the custom properties the page's CSS or markup uses.
 */
export function criticalCss(sheets: readonly CriticalSheet[], markup: string): string[] {
  const used = classesInHtml(markup);
  const pieces = sheets.map((sheet) => kept(sheet.pieces, used));
  const vars = referenced(pieces, markup);
  return pieces.map((list) => text(list, vars));
}
