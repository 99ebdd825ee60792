// Used by ../postcss.config.cjs: our CSS wins over Mantine's without cascade layers.
//
// Mantine's stylesheets come in an `@layer mantine` build so that our own, unlayered CSS always wins,
// whatever order a bundler loads the files in (Storybook loads our modules before Mantine's core CSS,
// the app after). But a stylesheet added after the first paint that declares a layer (or a font face)
// makes Chromium lay out the whole page again, and the server-rendered page links the full sheets
// before hydrating (docs/performance.md, "Why linking the full stylesheets costs a whole relayout").
// So: Mantine's rules leave their layer, untouched otherwise (their own cascade stays as Mantine made
// it), and each of our selectors gets `:not(#\#)` on its subject: one ID's worth of specificity and the
// same elements matched. Mantine uses no IDs, so ours beat every Mantine rule in any load order, and
// keep their order and specificity among themselves — what the layer gave.

const fromMantine = (node) => /node_modules[\\/]@mantine[\\/]/.test(node.source?.input.file ?? '');
const fromUs = (node) => {
  const file = node.source?.input.file ?? '';
  return file !== '' && !/node_modules[\\/]/.test(file);
};

const BOOST = ':not(#\\#)';
/** A pseudo-element ends a selector and must stay last: `.x::before` → `.x:not(#\#)::before`. */
const PSEUDO_ELEMENT =
  /::?(?:before|after|placeholder|selection|first-line|first-letter|marker|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+|-ms-[\w-]+)(?:[:\w()-]*)$/i;

function boosted(selector) {
  const pseudo = PSEUDO_ELEMENT.exec(selector);
  if (!pseudo) return `${selector}${BOOST}`;
  const base = selector.slice(0, pseudo.index);
  return `${base === '' || /[\s>+~]$/.test(base) ? `${base}*` : base}${BOOST}${pseudo[0]}`;
}

const cascade = () => ({
  postcssPlugin: 'floorshop-cascade',
  Once(root) {
    // Per node: the @import-ed files are inlined into the importing sheet by now.
    root.walkAtRules('layer', (rule) => {
      if (!fromMantine(rule)) return;
      if (rule.nodes) rule.replaceWith(rule.nodes);
      else rule.remove();
    });
    root.walkRules((rule) => {
      if (!fromUs(rule)) return;
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
      rule.selectors = rule.selectors.map(boosted);
    });
  },
});
cascade.postcss = true;
module.exports = cascade;
module.exports.boosted = boosted;
