import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  { ignores: ['**/dist/**', '**/node_modules/**', 'packages/server/drizzle/**', 'data/**', 'e2e/artifacts/**'] },
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
      // Web features never import each other (bulletproof-react); shared code lives in app/ or components/.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../features/*'], message: 'Features must not import each other.' }] },
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
