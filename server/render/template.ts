// The built index.html as a template with named slots, parsed once at start (parse5, the parser jsdom
// uses) instead of rewritten with regular expressions on every change of Vite's output. What the shell
// has is kept byte for byte; what the server writes per page goes into the slots:
//   page-head   where the shell's <title> (and its default description) stood: the page's own head
//   css:<file>  where the shell linked a stylesheet: that sheet inline, cut to the page's rules
//   head-end    before </head>: the LCP preload, the screen's styles and the boot script
//   root        inside <div id="root">: the server-rendered app
//   data        right after the root element: the data the page was rendered from
//   noscript    where the shell's <noscript> stood (its note for a browser without JavaScript), if it has one
// The shell's module scripts and modulepreloads are taken out (the boot script loads them, ./page.ts)
// and listed. A shell without a slot's element is refused with a message naming it.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export type Slot = 'page-head' | 'head-end' | 'root' | 'data' | 'noscript' | `css:${string}`;

export interface ShellTemplate {
  /** The shell's module scripts (src) and modulepreloads (href), in document order. */
  scripts: string[];
  preloads: string[];
  /** The stylesheets the shell linked (without the leading slash), in order. */
  stylesheets: string[];
  /** The page: the shell's text with each slot filled. */
  fill(slots: (slot: Slot) => string): string;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
  if ('content' in node) yield* elements(node.content);
}

interface Cut {
  start: number;
  end: number;
  slot?: Slot;
}

export function parseShellTemplate(html: string, file = 'index.html'): ShellTemplate {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const cuts: Cut[] = [];
  const scripts: string[] = [];
  const preloads: string[] = [];
  const stylesheets: string[] = [];
  const where = (element: Element) => {
    const location = element.sourceCodeLocation;
    // Elements the parser made up (a missing <head>, say) have no place in the text.
    if (!location) throw new Error(`${file}: <${element.tagName}> is not written in the file`);
    return location;
  };
  let head: Element | undefined;
  let title: Element | undefined;
  let root: Element | undefined;
  for (const element of elements(document)) {
    const { tagName } = element;
    if (tagName === 'head') head = element;
    else if (tagName === 'title' && !title) title = element;
    else if (tagName === 'div' && attribute(element, 'id') === 'root') root = element;
    else if (tagName === 'noscript' && !cuts.some((cut) => cut.slot === 'noscript')) {
      const { startOffset, endOffset } = where(element);
      cuts.push({ start: startOffset, end: endOffset, slot: 'noscript' });
    } else if (tagName === 'meta' && attribute(element, 'name') === 'description') {
      // The page's head writes its own description: the shell's default goes, with the space after it.
      const { startOffset, endOffset } = where(element);
      let end = endOffset;
      while (end < html.length && /\s/.test(html[end]!)) end++;
      cuts.push({ start: startOffset, end });
    } else if (tagName === 'script' && attribute(element, 'type') === 'module' && attribute(element, 'src')) {
      scripts.push(attribute(element, 'src')!);
      cuts.push({ start: where(element).startOffset, end: where(element).endOffset });
    } else if (tagName === 'link' && attribute(element, 'rel') === 'modulepreload') {
      preloads.push(attribute(element, 'href')!);
      cuts.push({ start: where(element).startOffset, end: where(element).endOffset });
    } else if (tagName === 'link' && attribute(element, 'rel') === 'stylesheet') {
      const href = attribute(element, 'href') ?? '';
      if (!/^\/[^/].*\.css$/.test(href)) continue; // another site's sheet stays a link
      stylesheets.push(href.slice(1));
      const { startOffset, endOffset } = where(element);
      cuts.push({ start: startOffset, end: endOffset, slot: `css:${href.slice(1)}` });
    }
  }
  if (!head?.sourceCodeLocation?.endTag) throw new Error(`${file} has no <head> … </head>`);
  if (!title) throw new Error(`${file} has no <title>`);
  if (!root || root.childNodes.length > 0) throw new Error(`${file} has no empty <div id="root"></div>`);
  const { startOffset, endOffset } = where(title);
  cuts.push({ start: startOffset, end: endOffset, slot: 'page-head' });
  const headEnd = head.sourceCodeLocation.endTag.startOffset;
  cuts.push({ start: headEnd, end: headEnd, slot: 'head-end' });
  const rootTag = where(root);
  const inside = rootTag.startTag!.endOffset;
  cuts.push({ start: inside, end: inside, slot: 'root' });
  cuts.push({ start: rootTag.endOffset, end: rootTag.endOffset, slot: 'data' });

  // The shell's text between the cuts, and the slots in their places (a cut without a slot removes).
  cuts.sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: (string | { slot: Slot })[] = [];
  let at = 0;
  for (const cut of cuts) {
    if (cut.start < at) throw new Error(`${file}: overlapping parts at offset ${cut.start}`);
    parts.push(html.slice(at, cut.start));
    if (cut.slot) parts.push({ slot: cut.slot });
    at = cut.end;
  }
  parts.push(html.slice(at));

  return {
    scripts,
    preloads,
    stylesheets,
    fill: (slots) => parts.map((part) => (typeof part === 'string' ? part : slots(part.slot))).join(''),
  };
}
