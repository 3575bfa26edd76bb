import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from './eslint-rules/boundaries.js';
import screenKit from './eslint-rules/screen-kit.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/route-tree.gen.ts',
      'src/api/*.gen.*',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Layers and areas: see eslint-rules/boundaries.js.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  {
    // Feature screens are built from the screen kit (docs/decisions/0036-screen-kit.md).
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { 'screen-kit': screenKit },
    rules: {
      'screen-kit/no-raw-table': 'error',
      'screen-kit/no-hand-rolled-tabs': 'error',
      'screen-kit/no-pending-label-ternary': 'error',
    },
  },
  {
    // Routes pick params, search, loader and screen; anything longer belongs in a feature.
    files: ['src/routes/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 80, skipComments: true, skipBlankLines: true }] },
  },
  {
    // Screens and shared components stay small enough to read (docs/adding-an-area.md).
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 350 }] },
  },
);
