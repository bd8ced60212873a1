// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const CONTEXTS = ['customer', 'abs-testing', 'feature-toggle', 'cv-processor'];

/** A context reaches another only through that context's index.ts (ARCHITECTURE.md §1). */
const contextBoundaries = CONTEXTS.map((context) => ({
  files: [`apps/api/src/contexts/${context}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: CONTEXTS.filter((other) => other !== context).map((other) => ({
          regex: `(^|/)contexts/${other}/(?!index\\.ts$)|^\\.\\./\\.\\./(\\.\\./)*${other}/(?!index\\.ts$)`,
          message: `Import the ${other} context only through its index.ts.`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tmp/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)apps/api/|^@app/api',
              message: 'The web app talks to the API over HTTP, through packages/contracts only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)features/|(^|/)app/', message: 'UI primitives import no feature and no route.' }],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)contexts/', message: 'platform/ imports no context (ARCHITECTURE.md §1).' }],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)apps/', message: 'Contracts depend on nothing but zod.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...contextBoundaries,
);
