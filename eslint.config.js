import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'models/**',
      'test-results/**',
      'playwright-report/**',
      '**/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Services and handlers throw ApiError (src/errors/) and return { status, body } (src/handler.ts):
    // the HTTP layer depends on the modules, never the other way (ARCHITECTURE.md).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/errors/**/*.ts', 'apps/server/src/handler.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/http/*'], message: 'modules do not import the HTTP layer (ARCHITECTURE.md)' }] },
      ],
    },
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
