// A CommonJS script: the package loads without a DOM, and its classes and models are there.
const assert = require('node:assert/strict');
const { Service, Report, models, factories } = require('@org/embed-client');
const embedModels = require('@org/embed-models');

assert.equal(typeof Service, 'function');
assert.equal(typeof Report.prototype.getPages, 'function');
assert.equal(models.TokenType.Embed, 1);
assert.equal(models.BasicFilter, embedModels.BasicFilter, 'models is @org/embed-models itself');
assert.deepEqual(models.validateReportLoad({ type: 'report' }), [{ message: 'accessToken is required' }]);
assert.equal(
  typeof new Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory).embed,
  'function',
);
console.log('ok');
