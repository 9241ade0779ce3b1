import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import demo from '../apps/api/src/demo-accounts.json' with { type: 'json' };

const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The rows of the README's "| Account | What you see |" table, as [account, what you see]. */
function readmeAccountRows(): string[][] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Account\s*\|\s*What you see\s*\|/.test(line));
  if (start < 0) throw new Error('README.md has no "| Account | What you see |" table');
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('the demo accounts (apps/api/src/demo-accounts.json)', () => {
  it("are exactly the README table's accounts, in order, with what each shows", () => {
    expect(readmeAccountRows()).toEqual(demo.accounts.map((a) => [`\`${a.username}\``, a.shows]));
  });
});
