// C-HOST-03: a service's error mode (`errors: 'reference' | 'typed'`) is decided once, when it is
// built, and bound to it: components and features refuse through `service.fail/refuse/refusal`
// (or a `fail` handed to a check), never by passing a service to a helper that reads its options.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { validateEventHooks } from '../../src/embeds/event-hooks';
import { requiredId } from '../../src/embeds/embed';
import { EmbedError } from '../../src/embed-error';
import type { ErrorMode } from '../../src/host/error-mode';
import { autoHeightEnabled, responsiveBreakpoint } from '../../src/service/layout-options';
import { Service } from '../../src/service/service';

const src = fileURLToPath(new URL('../../src', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );

describe('[C-HOST-03] the error mode of a service', () => {
  it('[C-HOST-03] is decided once per service: its bound fail/refuse/refusal give the reference values, or EmbedErrors with errors: typed', async () => {
    const reference = new Service();
    const typed = new Service({ errors: 'typed' });
    // Bound: a function taken off the service keeps its service's mode.
    const { fail, refuse, refusal } = reference;
    const typedMode = { fail: typed.fail, refuse: typed.refuse, refusal: typed.refusal };

    const plain = fail('Access token cannot be empty');
    expect(plain.constructor).toBe(Error);
    expect(plain.message).toBe('Access token cannot be empty');
    await expect(refuse('PowerBIEntityNotFound', 'EntityNotFound')).rejects.toBe('PowerBIEntityNotFound');
    const errors = [{ message: 'accessToken is required' }];
    expect(refusal(errors, 'InvalidConfiguration')).toBe(errors);

    const typedFail = typedMode.fail('Access token cannot be empty');
    expect(typedFail).toBeInstanceOf(EmbedError);
    expect((typedFail as EmbedError).code).toBe('InvalidArgument');
    await expect(typedMode.refuse('PowerBIEntityNotFound', 'EntityNotFound')).rejects.toMatchObject({
      name: 'EmbedError',
      code: 'EntityNotFound',
      detail: 'PowerBIEntityNotFound',
    });
    expect(typedMode.refusal(errors, 'InvalidConfiguration')).toMatchObject({
      code: 'InvalidConfiguration',
      detail: errors,
    });

    // Once: the mode is the one the service was built with.
    (typed.config as { errors?: string }).errors = 'reference';
    expect(typed.fail('x')).toBeInstanceOf(EmbedError);
  });

  it('[C-HOST-03] the checks of components and features take a bound fail, not a service', () => {
    const { fail } = new Service({ errors: 'typed' });
    expectTypeOf(requiredId).parameter(0).toEqualTypeOf<ErrorMode['fail']>();
    expectTypeOf(validateEventHooks).parameter(0).toEqualTypeOf<ErrorMode['fail']>();
    expectTypeOf(responsiveBreakpoint).parameter(0).toEqualTypeOf<ErrorMode['fail']>();
    expectTypeOf(autoHeightEnabled).parameter(0).toEqualTypeOf<ErrorMode['fail']>();
    expect(() => requiredId(fail, '', 'Report')).toThrow(EmbedError);
    expect(() => validateEventHooks(fail, { x: 1 } as never, 'report', 0)).toThrow(EmbedError);
    expect(() => autoHeightEnabled(fail, 'yes')).toThrow(EmbedError);
  });

  it('[C-HOST-03] no source file hands a service to a throw site or reads the errors option outside the error mode', () => {
    const offending: string[] = [];
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8');
      const name = path.relative(src, file);
      // The old helpers: failure(service, …), refusal(service, …), requiredId(service, …), `service: unknown`.
      for (const match of text.matchAll(
        /\b(?:failure|refusal|requiredId|refuse)\(\s*(?:this\.)?(?:service|embed\.service|node\.service|this)\b(?!\.)/g,
      ))
        offending.push(`${name}: ${match[0]}`);
      if (/\bservice: unknown\b/.test(text)) offending.push(`${name}: service: unknown`);
      if (/\.errors\s*===\s*'typed'/.test(text) && name !== path.join('host', 'error-mode.ts'))
        offending.push(`${name}: reads errors`);
    }
    expect(offending).toEqual([]);
  });
});
