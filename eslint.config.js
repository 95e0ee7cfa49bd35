import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import vitest from '@vitest/eslint-plugin';
import testingLibrary from 'eslint-plugin-testing-library';
import { readdirSync } from 'node:fs';

// One zone per feature, from the folder list: a feature imports no other feature (STYLE.md).
const FEATURES = 'apps/web/src/features';
const featureZones = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./${FEATURES}/${name}`,
    from: `./${FEATURES}`,
    except: [`./${name}`],
    message: 'Features never import each other: move what both need to components/ or lib/.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.prerender/**',
      'data/**',
      '**/drizzle/**',
      '**/e2e/artifacts/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Scripts are plain .mjs outside every tsconfig: no type information to check them with.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: {
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; shared code never imports features (STYLE.md).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...featureZones,
            {
              target: './apps/web',
              from: ['./apps/server', './apps/bot', './apps/demo'],
              message: 'An app imports no other app.',
            },
          ],
        },
      ],
    },
  },
  // Apps never import apps, and packages never import apps: the server and the bot share what
  // both need through packages (packages/db, contracts, bot-messages), and apps/demo is the one
  // place where they meet (docs/decisions/0088-the-database-is-a-package-and-no-app-imports-another.md).
  // The web's component tests are the exception: they run against the real server, and one checks
  // the dashboard's greeting preview against the bot's own behaviour.
  ...[
    { files: ['packages/**/*.{ts,tsx}'], may: [] },
    { files: ['apps/server/**/*.ts'], may: ['server'] },
    { files: ['apps/bot/**/*.ts'], may: ['bot'] },
    { files: ['apps/demo/**/*.ts'], may: ['demo', 'server', 'bot'] },
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      may: ['web'],
      ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    },
  ].map(({ files, may, ignores = [] }) => ({
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['server', 'bot', 'web', 'demo']
                .filter((app) => !may.includes(app))
                .flatMap((app) => [`@hoshi/${app}`, `@hoshi/${app}/*`]),
              message:
                may.length > 0
                  ? 'An app imports no other app: share through a package (packages/db, contracts), or meet in apps/demo.'
                  : 'A package imports no app.',
            },
          ],
        },
      ],
    },
  })),
  {
    // The same by path, for a relative import across the folders (the web's zones are above).
    files: ['apps/{server,bot,demo}/**/*.ts', 'packages/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'A package imports no app.' },
            ...['server', 'bot', 'demo'].map((app) => ({
              target: `./apps/${app}`,
              from: './apps',
              except: [`./${app}`],
              message: 'An app imports no other app.',
            })),
            {
              // What stays of the server's db/ (the demo's seeds) is below the server's other layers.
              target: './apps/server/src/db',
              from: [
                './apps/server/src/app.ts',
                './apps/server/src/main.ts',
                './apps/server/src/start.ts',
                './apps/server/src/testing.ts',
                './apps/server/src/plugins',
                './apps/server/src/routes',
                './apps/server/src/services',
                './apps/server/src/repositories',
                './apps/server/src/features',
                './apps/server/src/discord',
              ],
              message: 'The database layer imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware: a promise is awaited, returned or explicitly voided, and never handed to
    // something that expects a plain callback (an event handler, a forEach).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // Root files outside every tsconfig (vitest.config.ts) get the base options, strict included.
        projectService: { allowDefaultProject: ['*.config.ts'], defaultProject: 'tsconfig.base.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      // Async without await is how these files meet a Promise-returning contract (Fastify
      // plugins and handlers, store interfaces); dropping `async` would turn a throw into a
      // synchronous throw instead of a rejection.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests: every test asserts, none is skipped or focused and left so.
    files: ['**/*.test.{ts,tsx}', 'apps/server/test/**/*.ts'],
    plugins: { vitest },
    rules: {
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', '*.expect*', 'assert*', 'fc.assert'] },
      ],
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
      'vitest/no-identical-title': 'error',
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
  {
    // Tests read response bodies as `any` (inject's json(), JSON.parse) and check their shape
    // with the assertion itself; asymmetric matchers (expect.any, expect.objectContaining) are
    // `any` by Vitest's design, and spies are compared as detached methods.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'apps/web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Component tests act as a person does: user-event, not synthetic fireEvent.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    plugins: { 'testing-library': testingLibrary },
    rules: {
      'testing-library/prefer-user-event': 'error',
      'testing-library/no-await-sync-events': 'error',
      'testing-library/await-async-queries': 'error',
    },
  },
  {
    // Env is parsed once per app (STYLE.md): only config modules and scripts read process.env.
    files: ['apps/server/src/**/*.ts', 'packages/**/*.ts'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/server/src/start.ts',
      'apps/server/test/**',
      '**/*.test.ts',
      'packages/discord-emulator/src/standalone.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in src/config.ts.' },
      ],
    },
  },
);
