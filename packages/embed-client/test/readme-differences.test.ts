// The README's "Differences from powerbi-client" lists each behaviour where ours departs from the
// reference on purpose; these are the entries other tests rely on being documented.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(resolve(import.meta.dirname, '..', 'README.md'), 'utf8');
const differences = readme.slice(readme.indexOf('\n## Differences from powerbi-client'));
const section = differences.slice(0, differences.indexOf('\n## ', 1));

describe('README: Differences from powerbi-client', () => {
  it('[T-LATEST-05] lists "the latest load wins": a different config within 100 ms is deferred, a repeat still not sent', () => {
    const entry = section.split('\n- ').find((item) => item.startsWith('**The latest load wins.**'));
    expect(entry, 'an entry starting with **The latest load wins.**').toBeDefined();
    const text = entry!.replace(/\s+/g, ' ');
    expect(text).toMatch(/within 100 ms/);
    expect(text).toMatch(/deferred/);
    expect(text).toMatch(/does not send the same configuration again within 100 ms/);
    expect(text).toMatch(/loaded.*rendered.*error/);
    expect(text).toMatch(/silently lost/);
  });
});
