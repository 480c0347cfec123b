import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver, defaultConditionNames } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const root = import.meta.dirname;
const webFeatures = readdirSync(`${root}/packages/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const workspaces = ['packages/shared', 'packages/server', 'packages/web', 'e2e', 'bench'];

/**
 * Package and feature boundaries, checked on the resolved file so that any relative path
 * (`../../names/api/x`) is caught. All zones live in this one list: a second
 * `import-x/no-restricted-paths` block would replace these zones for the files it matches.
 */
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `packages/web/src/features/${feature}`,
    from: 'packages/web/src/features',
    except: [`./${feature}`],
    message: 'Web features must not import each other; shared code lives in components/, hooks/ or lib/.',
  })),
  {
    target: 'packages/web/src/features',
    from: 'packages/web/src/app',
    message:
      'A feature imports only downhill: app/ lists the features, and the feature kit (defineFeature, lazyPage, the page trail) lives in lib/feature/.',
  },
  {
    target: 'packages/shared',
    from: workspaces.filter((workspace) => workspace !== 'packages/shared'),
    message: 'packages/shared is the bottom layer: it imports no other workspace package.',
  },
  {
    target: 'packages/web',
    from: 'packages/server',
    message: 'The web app talks to the server over HTTP only; shared contracts live in @bayan/shared.',
  },
];

/**
 * A server module reaches another module only through its service (STYLE.md "A module is one
 * unit"): no other module's repository or table. Type-only imports (row types) are allowed, table
 * files may reference another table for a foreign key, and tests may set up fixtures. `up` leads
 * from a file to the modules folder; lib/ is not a module (its throttle table belongs to auth).
 */
const moduleBoundary = (files, up) => ({
  files: [files],
  ignores: ['**/*.table.ts', '**/*.test.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [`${up}*/**/*.repository.js`, `${up}*/**/*.table.js`, `!${up}../lib/**`],
            allowTypeImports: true,
            message: "Another module's repository or table: call its service instead.",
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'packages/server/drizzle/**',
      'data/**',
      'e2e/artifacts/**',
      // tsc -b's declarations (e2e, bench): the typecheck step writes them beside the lint step.
      '**/.tsbuild/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The app reaches a feature through its manifest (features/<name>/index.ts), and the dashboard
      // shell its menu entries (menu.ts, issue 14), never its internals.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+features/[^/]+/(?!(?:menu|dashboard)$).',
              message:
                'Import a feature through its index.ts (or, for the dashboard menu and pages, its menu.ts and dashboard.ts) only.',
            },
          ],
        },
      ],
    },
  },
  // Guard rails: package and feature boundaries, and no import cycles (issue 8).
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the plugin parses to follow imports (TypeScript, not only .js).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // One lint run: parse each file once instead of again after the default 30 s cache lifetime.
      'import-x/cache': { lifetime: Infinity },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Workspace packages resolve to their TypeScript source, as in Vite and Vitest.
          conditionNames: ['bayan-source', ...defaultConditionNames],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Bare package names are not always resolvable (the server has no entry point), so they are
  // refused by name as well.
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@bayan/*'], message: 'packages/shared imports no other workspace package.' }] },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@bayan/server', '@bayan/server/*'], message: 'The web app never imports the server.' }],
        },
      ],
    },
  },
  // Top-level files of a module, and the sub-entity folders of a large one (modules/<module>/<entity>/…).
  moduleBoundary('packages/server/src/modules/*/*.ts', '../'),
  moduleBoundary('packages/server/src/modules/*/*/**/*.ts', '../../'),
  {
    files: ['bench/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
