// After tsup, in a package folder: `node ../../config/one-declaration-copy.mjs index transport [--ambient src/x.d.ts]`.
//
// tsup emits each entry's declarations twice, dist/<entry>.d.ts for `import` and .d.cts for
// `require`. TypeScript treats the two as different modules, so a class or enum reached through
// both (an app's `import` and a CommonJS plugin's `require`, such as powerbi-report-authoring's)
// would be two incompatible types. The .d.ts becomes a re-export of the .d.cts: one declaration
// of everything, whichever condition a compilation resolves. `--ambient` ships a script of ambient
// declarations beside them and references it from each entry (the declaration bundler drops
// `/// <reference>` directives).
import { copyFile, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';

const args = process.argv.slice(2);
const ambientAt = args.indexOf('--ambient');
const ambient = ambientAt >= 0 ? args.splice(ambientAt, 2)[1] : undefined;
const dist = path.resolve('dist');

for (const entry of args) {
  const cts = path.join(dist, `${entry}.d.cts`);
  let text = await readFile(cts, 'utf8');
  if (ambient) {
    const reference = `/// <reference path="./${path.basename(ambient)}" />\n`;
    if (!text.startsWith(reference)) text = reference + text;
    await writeFile(cts, text);
  }
  await writeFile(
    path.join(dist, `${entry}.d.ts`),
    `// The declarations are those of ./${entry}.d.cts, so that \`import\` and \`require\` see one type of each class.\nexport * from './${entry}.cjs';\n`,
  );
}
if (ambient) await copyFile(path.resolve(ambient), path.join(dist, path.basename(ambient)));
