import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/coverage/',
    '**/test-results/',
    '**/test-results-consumer-apps/',
    '**/playwright-report/',
    '**/.vite/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Build scripts, configs, servers, benchmarks and tests run in Node.
    files: ['**/*.{js,mjs,cjs,ts,mts,cts}'],
    ignores: ['apps/{config-check,viewer}/src/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The browser apps must not lean on Node globals.
    files: ['apps/{config-check,viewer}/src/**/*.{js,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // React code: the two classic hook rules (the plugin's presets add the React Compiler rules too).
    files: [
      'packages/react-embed/**/*.{ts,tsx}',
      'packages/ms-login-button/**/*.{ts,tsx}',
      'apps/viewer/**/*.{ts,tsx}',
      '**/*.{jsx,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // CommonJS files load with require, as their users' do.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Compatibility keeps the reference's interface names, many of which only extend another one.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // The powerbi-models-compatible types and guards keep the reference's `any` and empty marker
    // interfaces: narrowing them would break code written against powerbi-models.
    files: ['packages/embed-models/src/interfaces/**', 'packages/embed-models/src/guards/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    // Tests compare against the reference's loosely typed classes and compile user-style code.
    files: ['packages/embed-models/test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-nocheck': 'allow-with-description' }],
    },
  },
);
