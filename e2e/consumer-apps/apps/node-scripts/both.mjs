// One process, both module systems: `require` (as a CommonJS plugin does) and `import` give the
// same classes, so a method a plugin adds through one is there through the other.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import * as imported from '@org/embed-client';
import * as importedModels from '@org/embed-models';

const require = createRequire(import.meta.url);
const required = require('@org/embed-client');
const requiredModels = require('@org/embed-models');

for (const name of ['Service', 'Report', 'Page', 'VisualDescriptor', 'Embed']) {
  assert.equal(imported[name], required[name], `${name} is one class`);
}
assert.equal(importedModels.BasicFilter, requiredModels.BasicFilter, 'BasicFilter is one class');
required.Page.prototype.createVisual = function createVisual() {};
assert.equal(typeof imported.Page.prototype.createVisual, 'function', 'a patch through require is seen through import');
console.log('ok');
