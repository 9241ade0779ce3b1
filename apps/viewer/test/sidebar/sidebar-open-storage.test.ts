import { describe, expect, it } from 'vitest';
import { SIDEBAR_OPEN_KEY, readSidebarOpen, writeSidebarOpen } from '../../src/sidebar/sidebar-open-storage.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('sidebar open flag', () => {
  it('is open when nothing is saved', () => {
    expect(readSidebarOpen(memoryStorage())).toBe(true);
    expect(readSidebarOpen(undefined)).toBe(true);
  });

  it('reads back what was saved, as the strings true and false', () => {
    const storage = memoryStorage();
    writeSidebarOpen(false, storage);
    expect(storage.values.get(SIDEBAR_OPEN_KEY)).toBe('false');
    expect(readSidebarOpen(storage)).toBe(false);
    writeSidebarOpen(true, storage);
    expect(storage.values.get(SIDEBAR_OPEN_KEY)).toBe('true');
    expect(readSidebarOpen(storage)).toBe(true);
  });

  it('opens for a value it does not know, and survives a storage that throws', () => {
    expect(readSidebarOpen(memoryStorage({ [SIDEBAR_OPEN_KEY]: 'maybe' }))).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readSidebarOpen(broken)).toBe(true);
    expect(() => writeSidebarOpen(false, broken)).not.toThrow();
  });
});
