// ESLint 9 flat config. Deliberately not type-aware (no parserOptions.project): a full lint costs about
// 25 s of CPU (import-x resolving every import adds ~5 s). Formatting is Prettier's job (`npm run lint` runs both).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'URL',
    'Buffer',
    'module',
    'require',
    '__dirname',
    'setTimeout',
    'clearTimeout',
    'fetch',
  ].map((name) => [name, 'readonly']),
);

// Import boundaries (docs/architecture.md, "The floors"). `@/x` and relative paths climbing into x.
const srcFolders = 'api|app|config|contract|domain|features|services|start|state|ui|main';
const intoSrc = (folders) => `^(@/|(\\.\\./)+)(${folders})(/|$)`;
const otherThan = (...allowed) =>
  srcFolders
    .split('|')
    .filter((f) => !allowed.includes(f))
    .join('|');

// Resolved boundaries (eslint-plugin-import-x): they follow `@/…`, `@mocks/…` and relative paths alike.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build', // npm start's server bundle (scripts/start.mjs)
      'dist-*',
      'storybook-static',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'node_modules',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  // contract: the API contract, shared by client, mocks and server. zod, itself, and the pure
  // domain rules (money/validators it parses with) only.
  {
    files: ['src/contract/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: intoSrc(otherThan('contract', 'domain')),
              message: 'src/contract may import only zod and src/domain.',
            },
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/|@/)',
              message: 'src/contract may import only zod and src/domain.',
            },
          ],
        },
      ],
    },
  },
  // domain: pure business rules, imports nothing of ours.
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: intoSrc(otherThan('domain')),
              message: 'src/domain is pure: it must not import other src folders.',
            },
            { regex: '^@mocks(/|$)', message: 'src/domain must not import mocks.' },
            {
              regex: '^(react|react-dom|swr|valtio|wouter|@mantine/.*)$',
              message: 'src/domain is pure: no UI or data libraries.',
            },
          ],
        },
      ],
    },
  },
  // ui: the design system never fetches nor reads stores.
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: intoSrc('api|state|app|features'),
              message: 'src/ui is presentational: no api, state, app or features imports.',
            },
            { regex: '^(swr|valtio)(/|$)', message: 'src/ui is presentational: no data fetching or stores.' },
            { regex: '^@mocks(/|$)', message: 'src/ui must not import mocks.' },
          ],
        },
      ],
    },
  },
  // The server shares contract and domain with the client and nothing else from src.
  {
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // By alias only: a relative path here stays in server/ unless it names src/ (next rule), so the
            // server's own folders may share a name with one of src/ (services/, routes/).
            {
              regex: '^@/(?!(contract|domain)(/|$))',
              message: 'server/ may import only src/contract and src/domain from the client side.',
            },
            {
              regex: '^(\\.\\./)+src/(?!contract|domain)',
              message: 'server/ may import only src/contract and src/domain.',
            },
            { regex: '^@mocks(/|$)', message: 'server/ must not import mocks.' },
          ],
        },
      ],
    },
  },
  // Every file's imports are resolved as TypeScript and Vite resolve them (tsconfig paths), so the
  // rules below see through aliases and relative paths. No import cycles anywhere.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies with typescript-eslint (else no-cycle cannot read them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // features: screens and their parts. Only app/ composes them: a feature imports neither app/ nor
  // another feature. The server imports nothing from mocks/ (the demo catalogue is in fixtures/).
  {
    files: ['src/features/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/features',
              from: './src/app',
              message: 'A feature must not import src/app: app composes features, not the other way.',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move what they share to ui, domain, api or state.',
            })),
            {
              target: './server',
              from: './mocks',
              message: 'server/ must not import mocks/: seed from fixtures/ (@fixtures).',
            },
          ],
        },
      ],
    },
  },
  // A story file is a catalogue page a designer reads: under 200 lines. A screen with many parts or states
  // gets a file per part (same title keeps the story ids, and so the visual baselines).
  {
    files: ['**/*.stories.tsx'],
    rules: { 'max-lines': ['error', { max: 199, skipBlankLines: false, skipComments: false }] },
  },
  // Stories, tests and tooling may use anything.
  {
    files: ['stories/**', 'tests/**', '.storybook/**', 'mocks/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
