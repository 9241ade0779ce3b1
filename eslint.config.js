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
  // @org/embed-client's layers (ARCHITECTURE.md): transport ← host interfaces ← embeds and features ←
  // service ← entry points. A module imports its own layer and those below: an import against the
  // order fails the lint [C-HOST-01]. Embeds and features ask the service only through the interfaces
  // of src/host/; the one upward name is the type `EmbedService`, which the public declarations keep
  // as powerbi-client's do (`embed.service`, the components' constructors).
  ...(() => {
    const upward = (message, groups) => ({ group: groups, message });
    const service = upward(
      'Embeds and features ask the service through src/host/ only (its type EmbedService aside).',
      ['../service/*', '!../service/embed-service', '!../service/load-queue', '../factories', '../index', '../global'],
    );
    const serviceType = {
      group: ['../service/embed-service'],
      allowTypeImports: true,
      message: 'Only the type EmbedService, for the public declarations.',
    };
    const layers = [
      {
        files: ['packages/embed-client/src/transport/**'],
        patterns: [
          upward('transport/ imports only transport/ and the shared leaf modules (embed-error, ids).', [
            '../*',
            '!../embed-error',
            '!../ids',
          ]),
        ],
      },
      {
        files: ['packages/embed-client/src/host/**'],
        patterns: [
          upward(
            'host/ holds the interfaces below embeds/ and the service: it imports transport/ and the shared modules only.',
            [
              '../embeds/*',
              '../service/*',
              '../token/*',
              '../layout/*',
              '../events',
              '../factories',
              '../index',
              '../global',
            ],
          ),
        ],
      },
      { files: ['packages/embed-client/src/embeds/**'], patterns: [service, serviceType] },
      {
        files: ['packages/embed-client/src/{token,layout}/**'],
        patterns: [
          service,
          serviceType,
          upward('A feature works through the interfaces of src/host/, not on the embeds themselves.', ['../embeds/*']),
        ],
      },
      {
        files: ['packages/embed-client/src/*.ts'],
        ignores: ['packages/embed-client/src/{index,global,factories}.ts'],
        patterns: [
          upward('The shared modules sit below the service and the entry points.', [
            './service/*',
            './index',
            './global',
          ]),
        ],
      },
      {
        files: ['packages/embed-client/src/service/**'],
        patterns: [upward('The service sits below the entry points.', ['../index', '../global'])],
      },
    ];
    return layers.map(({ patterns, ...where }) => ({
      ...where,
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    }));
  })(),
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
