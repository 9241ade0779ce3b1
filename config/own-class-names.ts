import type { Options } from 'tsup';

type Plugin = NonNullable<Options['plugins']>[number];

/**
 * esbuild emits a class whose body refers to itself (a static read by a method, `X.schemaUrl`) as
 * `var X = class _X …`, so `X.name` is "_X" where powerbi-client's and powerbi-models' say "X" (code
 * that logs or switches on `constructor.name` sees the difference). This gives the class expression
 * its own name back. Inside the body that name is the class's own binding, as in the source. The
 * `_` becomes a trailing space (`class X  extends`, `X .schemaUrl`): every column stays where it
 * was, so the source maps stay exact.
 */
export const ownClassNames: Plugin = {
  name: 'own-class-names',
  renderChunk(code) {
    const names = [...code.matchAll(/\b(?:var|let|const) ([A-Za-z$][\w$]*) = class _\1\b/g)].map((m) => m[1]);
    if (!names.length) return undefined;
    let renamed = code;
    for (const name of names) {
      // Every use of the inner name (`_X.schemaUrl`, `[..._X.allowedEvents]`), not a property `a._X`.
      renamed = renamed.replace(new RegExp(`(?<![\\w$])(?<![^.]\\.)_${name}(?![\\w$])`, 'g'), `${name} `);
      if (new RegExp(`(?<![\\w$.])_${name}(?![\\w$])|\\.\\.\\._${name}(?![\\w$])`).test(renamed))
        throw new Error(`own-class-names: _${name} is still used after renaming it to ${name}`);
    }
    return { code: renamed };
  },
};
