import { describe, expect, it } from 'vitest';
import { validateEventHooks } from '../../src/embeds/event-hooks';
import { Service } from '../../src/service/service';

const { fail } = new Service();

const fn = () => undefined;
const refusal = (hooks: object, type: string, tokenType?: number) => {
  try {
    validateEventHooks(fail, hooks, type, tokenType);
  } catch (error) {
    // A plain Error, as powerbi-client throws.
    expect((error as Error).constructor).toBe(Error);
    return (error as Error).message;
  }
  return undefined;
};

describe('validateEventHooks', () => {
  it('accepts no hooks, and the hooks each embed type supports', () => {
    expect(refusal({}, 'report')).toBeUndefined();
    expect(refusal({ applicationContextProvider: fn }, 'report', 1)).toBeUndefined();
    expect(refusal({ accessTokenProvider: fn }, 'report', 0)).toBeUndefined();
    expect(refusal({ accessTokenProvider: fn }, 'create', 0)).toBeUndefined();
    expect(refusal({ accessTokenProvider: fn }, 'quickcreate', 0)).toBeUndefined();
    expect(() => validateEventHooks(fail, undefined, 'report', undefined)).not.toThrow();
  });

  it('[C-HOOK-08] refuses a hook that is not a function', () => {
    expect(refusal({ applicationContextProvider: 'x' }, 'report')).toBe(
      'applicationContextProvider must be a function',
    );
    expect(refusal({ somethingElse: 1 }, 'report')).toBe('somethingElse must be a function');
  });

  it('[C-HOOK-09] refuses the application context provider for anything but a report', () => {
    for (const type of ['visual', 'dashboard', 'qna', 'create']) {
      expect(refusal({ applicationContextProvider: fn }, type)).toBe(
        'applicationContextProvider is only supported in report embed',
      );
    }
  });

  it('[C-HOOK-10] refuses the access token provider for other embed types', () => {
    for (const type of ['visual', 'dashboard', 'tile', 'qna']) {
      expect(refusal({ accessTokenProvider: fn }, type, 0)).toBe(
        'accessTokenProvider is only supported in report SaaS embed',
      );
    }
  });

  it('[C-HOOK-11] refuses the access token provider unless the token type is Aad', () => {
    expect(refusal({ accessTokenProvider: fn }, 'report', 1)).toBe(
      'accessTokenProvider is only supported in report SaaS embed',
    );
    expect(refusal({ accessTokenProvider: fn }, 'report')).toBe(
      'accessTokenProvider is only supported in report SaaS embed',
    );
  });
});
