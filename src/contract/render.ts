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
  /** A shopper's own page: where a visitor without a session goes (sign in, and back), by
   *  SIGN_IN_FIRST_SCRIPT at the top of its head. */
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

/** The attribute of the `<template>` that holds a shopper's page's requests until SIGN_IN_FIRST_SCRIPT
 *  knows the visitor stays. */
export const SIGN_IN_FIRST_HELD = 'data-signed-in';

/**
 * A shopper's own page (the cart, the orders: RenderResult.signInTo) for a visitor without a session: the
 * server writes this script at the top of the page's head, on an element that says where to sign in
 * (`<script data-sign-in="/login?redirect=…">`). It goes there at once, as the head is parsed: none of the
 * app's code, and the sign-in page says why (its notice). Inline, so the Content-Security-Policy allows
 * exactly this text by its hash (server/http/security-headers.ts).
 *
 * Such a page requests nothing it may leave: the font's preload and the boot script, which the browser's
 * preload scanner would ask for before this script runs (and which leaving would then cut off), are written
 * inert in a `<template>` just before it (`SIGN_IN_FIRST_HELD`), and this script adds them to the head only
 * when the visitor stays: a shopper with a session.
 *
 * It reads the browser's storage by §3's restore rule (src/state/session.ts restoreSession: authKey,
 * firstName and lastName all stored, in local or session storage; a storage the browser refuses is
 * none). That rule is written here a second time, as plain JavaScript for every browser;
 * tests/unit/sign-in-first.test.ts runs this text against restoreSession for every set of stored keys.
 */
export const SIGN_IN_FIRST_SCRIPT = `(function (script, win) {
  var to = script && script.getAttribute('data-sign-in');
  if (!to) return;
  function stored(area) {
    try {
      var storage = win[area];
      return ['authKey', 'firstName', 'lastName'].every(function (key) {
        return storage.getItem(key);
      });
    } catch (refused) {
      return false;
    }
  }
  if (!stored('localStorage') && !stored('sessionStorage')) return win.location.replace(to);
  var held = script.previousElementSibling;
  if (!held || !held.hasAttribute('${SIGN_IN_FIRST_HELD}') || !held.content) return;
  var doc = script.ownerDocument;
  [].forEach.call(held.content.children, function (inert) {
    var live = doc.createElement(inert.localName);
    [].forEach.call(inert.attributes, function (attribute) {
      live.setAttribute(attribute.name, attribute.value);
    });
    script.parentNode.insertBefore(live, script);
  });
})(document.currentScript, window);`;
