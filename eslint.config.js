// ESLint 9 flat config. Deliberately not type-aware (no parserOptions.project): a full lint
// stays in seconds. Formatting is Prettier's job (`npm run lint` runs both).
import js from '@eslint/js';
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

// Import boundaries (docs: architecture guide). `@/x` and relative paths climbing into x.
const srcFolders = 'api|app|config|contract|domain|features|services|state|ui|main';
const intoSrc = (folders) => `^(@/|(\\.\\./)+)(${folders})(/|$)`;
const otherThan = (...allowed) =>
  srcFolders
    .split('|')
    .filter((f) => !allowed.includes(f))
    .join('|');

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'coverage',
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
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: intoSrc(otherThan('contract', 'domain')),
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
  // Stories, tests and tooling may use anything.
  {
    files: ['stories/**', 'tests/**', '.storybook/**', 'mocks/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
