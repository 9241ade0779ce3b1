// An ES module script: named imports, and the same validation as from CommonJS.
import assert from 'node:assert/strict';
import { Service, Report, models } from '@org/embed-client';
import { BasicFilter } from '@org/embed-models';

assert.equal(typeof Service, 'function');
assert.equal(typeof Report.prototype.getPages, 'function');
assert.equal(models.BasicFilter, BasicFilter);
const filter = new BasicFilter({ table: 'Admissions', column: 'Ward' }, 'In', ['A']).toJSON();
assert.deepEqual(models.validateFilter(filter), undefined);
console.log('ok');
