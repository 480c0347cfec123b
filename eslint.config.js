import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      // The app reaches a feature through its manifest (features/<name>/index.ts), never its internals.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../features/*'], message: 'Features must not import each other.' },
            { regex: '^(\\.\\./)+features/[^/]+/.', message: 'Import a feature through its index.ts only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
