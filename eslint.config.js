import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesRule } from './scripts/lint/boundaries-rule.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'coverage/',
      'node_modules/',
      'test-results/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { project: { rules: { boundaries: boundariesRule } } },
    rules: {
      'project/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One question for the policy on the client: sessionCan counts the main accounts too.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shared/access/policy',
              importNames: ['can', 'userCan'],
              message: 'Ask sessionCan(user, ability), as every screen and menu does.',
            },
          ],
        },
      ],
      // Right to left by logical properties only: no left/right utilities.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Literal[value=/(^|\\s)-?(ml|mr|pl|pr|left|right|text-left|text-right|border-l|border-r|rounded-l|rounded-r)-/]',
          message:
            'Use logical classes (ms-, me-, ps-, pe-, start-, end-, text-start) instead of left/right.',
        },
        {
          // React 19 moves a <title> into <head>; Preact, which renders the app, does not.
          selector:
            "JSXOpeningElement[name.name='title']:not(JSXElement[openingElement.name.name='svg'] JSXOpeningElement)",
          message:
            'Name the tab with <DocumentTitle> (docs/decisions/010-preact-compat.md); <title> is for SVG only.',
        },
      ],
    },
  },
  {
    // The worker's form runs these rules: one zod import puts the whole library in its download
    // (docs/decisions/074-the-worker-form-loads-no-schema-library.md).
    files: ['shared/validation/**/*.ts', 'shared/fields/**/*.ts', 'shared/i18n/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Keep the rule a plain function; build its schema in shared/schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/serve.ts', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
