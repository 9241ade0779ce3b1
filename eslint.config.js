import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

// oxlint runs every other rule (.oxlintrc.json). ESLint keeps the two that oxlint cannot say as they are:
//   - @org/embed-client's layer rules below. oxlint's no-restricted-imports reads `group` patterns without
//     gitignore's parent rule (`../*` does not cover `../embeds/report`), and a negation in one pattern
//     (`!../service/embed-service`) also lifts the others, so the value import of EmbedService would pass.
//   - no-octal: oxlint parses a .js or .cjs file without import or export as a script, where `010` is
//     valid and no oxlint rule reports it (everywhere else it is a syntax error to both tools).
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
  {
    // The disable comments name oxlint's rules, which oxlint checks (and reports when unused).
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { 'no-octal': 'error' },
  },
  {
    files: ['packages/embed-client/src/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    // Registered, not enabled: the sources' `eslint-disable` comments name its rules.
    plugins: { '@typescript-eslint': tseslint.plugin },
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
);
