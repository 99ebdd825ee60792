// The server render's interface: what the storefront's SSR bundle (src/entry-server.tsx, built into
// <static dir>/server/) exports and the reference server (server/render/) calls at run time. One
// declaration for both sides: the server never imports the browser app, only this type-only module.

/** The page's LCP picture, preloaded in the head. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

export interface RenderOptions<Read extends string = string> {
  /** Answers a catalogue read with the API's envelope (parsed JSON). */
  load: (endpoint: Read, fields: Record<string, string>) => Promise<unknown>;
  /** A window for the HTML sanitiser (DOMPurify needs a DOM), e.g. jsdom's. */
  sanitizerWindow?: unknown;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

export interface RenderResult {
  status: 200 | 404;
  /** The app's HTML for inside <div id="root">, streamed. */
  html: ReadableStream<Uint8Array>;
  /** The JSON data block to put after the root element. */
  dataScript: string;
  /** The page's head: <title>, description, keywords, canonical, robots, Open Graph, Twitter card. */
  head: string;
  /** Manifest key of the route's screen module (to preload its chunk and inline its CSS). */
  module: string | null;
  /** The page calls the shop API as it opens: preload the contract's modules (CONTRACT_MODULES) too. */
  callsOnOpen: boolean;
  /** A shopper's own page: where the boot script sends a visitor without a session (sign in, and back). */
  signInTo?: string;
  lcpImage?: PreloadImage;
}

/** Manifest keys of the contract's modules, which the first API call loads one after the other. */
export const CONTRACT_MODULES = [
  'src/contract/primitives.ts',
  'src/contract/entities.ts',
  'src/contract/index.ts',
] as const;

/** The SSR bundle's module. */
export interface SsrBundle {
  render(url: string, options: RenderOptions): Promise<RenderResult>;
}
