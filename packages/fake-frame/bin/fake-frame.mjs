#!/usr/bin/env node
// The `fake-frame` command. A small committed file rather than dist/cli.js itself, so that the
// command exists (and pnpm can link it) before the package is built.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('fake-frame: dist/cli.js is missing: run pnpm build first (pnpm --filter @org/fake-frame build).');
  process.exit(1);
}
await import(cli.href);
