// Writes bundle-modules.json next to index.html: every module file in the bundle, from the esbuild
// metafile that `ng build --stats-json` writes (its `inputs` keys, relative to this folder, made
// absolute so that `/node_modules/<name>/` can be found in them). How the test counts copies.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'dist', 'angular-wrapper');
const metafile = JSON.parse(await readFile(path.join(out, 'stats.json'), 'utf8'));
// Keys with a namespace (`angular:...`, `<runtime>`) are virtual modules: kept as they are.
const modules = Object.keys(metafile.inputs).map((id) => (/^[\w-]+:|^</.test(id) ? id : path.resolve(here, id)));
await writeFile(path.join(out, 'browser', 'bundle-modules.json'), JSON.stringify(modules, null, 2));
console.log(`bundle-modules.json: ${modules.length} modules`);
