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
    // Demographics are a sealed room (docs/bias-audit.md): self-identified data must never reach what scores an
    // application. The scoring code cannot import the demographics module, the bias-audit report or the table's
    // schema file, nor name the table (drizzle's schema object, the relational query API, raw SQL).
    files: [
      'apps/server/src/modules/scoring/**/*.ts',
      'apps/server/src/background/**/*.ts',
      'apps/server/src/modules/engines/**/*.ts',
      'packages/scoring/**/*.{ts,mts,js,mjs}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@rubric/db',
              importNames: ['applicationDemographics'],
              message: 'scoring never reads self-identified demographics (docs/bias-audit.md)',
            },
          ],
          patterns: [
            { group: ['**/http/*'], message: 'modules do not import the HTTP layer (ARCHITECTURE.md)' },
            {
              group: [
                '**/modules/demographics',
                '**/modules/demographics/**',
                '**/demographics/*',
                '**/modules/bias-audit',
                '**/modules/bias-audit/**',
                '**/bias-audit/*',
                '**/schema/application-demographics*',
                '@rubric/db/**/application-demographics*',
              ],
              message: 'scoring never reads self-identified demographics (docs/bias-audit.md)',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='applicationDemographics']",
          message: 'scoring never reads self-identified demographics (docs/bias-audit.md)',
        },
        {
          selector: "Property[key.name='applicationDemographics']",
          message: 'scoring never reads self-identified demographics (docs/bias-audit.md)',
        },
        {
          selector: 'Literal[value=/application_demographics/]',
          message: 'scoring never reads self-identified demographics (docs/bias-audit.md)',
        },
        {
          selector: 'TemplateElement[value.raw=/application_demographics/]',
          message: 'scoring never reads self-identified demographics (docs/bias-audit.md)',
        },
      ],
    },
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
