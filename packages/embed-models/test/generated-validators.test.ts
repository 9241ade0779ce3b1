import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateValidatorsSource } from '../scripts/generate-validators';

it('src/generated/validators.ts is what the zod schemas generate (run `pnpm generate` if not)', () => {
  const committed = readFileSync(new URL('../src/generated/validators.ts', import.meta.url), 'utf8');
  expect(committed).toBe(generateValidatorsSource());
});
