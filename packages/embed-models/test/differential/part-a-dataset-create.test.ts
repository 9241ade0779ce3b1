import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';
import { datasetCreateConfig } from './part-a-fixtures';
import { embedded, expectSameEmbedded } from './part-a-helpers';

// powerbi-models has no validator of its own for it: it is compared inside a quick create.
const config = embedded('validateQuickCreate', 'datasetCreateConfig');
const check = (input: unknown) => expectSameEmbedded(config, input);
// The dataset create config as quick create checks it (it has no validator of its own).
const validateConfig = (datasetCreateConfig: unknown) =>
  ours.validateQuickCreate({ accessToken: 'a', datasetCreateConfig });
const odd = [undefined, null, '', 'x', 0, 1, 2, 3, -1, NaN, true, false, {}, [], ['x'], [[]]];
const patch = (changes: Record<string, unknown>) => ({ ...datasetCreateConfig, ...changes });
const without = (...keys: string[]) => {
  const copy: Record<string, unknown> = { ...datasetCreateConfig };
  for (const key of keys) delete copy[key];
  return copy;
};

describe('dataset create config', () => {
  it('is required in a quick create and must be an object', () => {
    for (const input of [undefined, null, 'x', 1, [], {}]) check(input);
    check(datasetCreateConfig);
    expect(validateConfig(datasetCreateConfig)).toBeUndefined();
  });
  it('[M-CONFIG-18] locale is required', () => {
    for (const locale of odd) check(patch({ locale }));
    check(without('locale'));
    expect(validateConfig(without('locale'))).toEqual([{ message: 'locale is required' }]);
  });
  it('[M-CONFIG-19] accepts mashupDocument, datasourceConnectionConfig, tableSchemaList, data', () => {
    for (const value of odd) {
      check(patch({ mashupDocument: value }));
      check(patch({ datasourceConnectionConfig: value }));
      check(patch({ tableSchemaList: value }));
      check(patch({ data: value }));
    }
    check({ locale: 'en-US', mashupDocument: 'm' });
    check({ locale: 'en-US', tableSchemaList: datasetCreateConfig.tableSchemaList, data: datasetCreateConfig.data });
    check({ locale: 'en-US', mashupDocument: 'm', datasourceConnectionConfig: {} });
  });
  it('[M-CONFIG-20] datasourceConnectionConfig: dataCacheMode, and credentials with credentialType and credentialDetails', () => {
    const withSource = (datasourceConnectionConfig: unknown) => check(patch({ datasourceConnectionConfig }));
    for (const value of odd) {
      withSource({ dataCacheMode: value });
      withSource({ credentials: value });
      withSource({ credentials: { credentialType: value } });
      withSource({ credentials: { credentialDetails: value } });
      withSource({ credentials: { credentialDetails: { user: value } } });
      withSource({ credentials: { credentialDetails: { user: 'u', password: value } } });
    }
    withSource({ dataCacheMode: 1, credentials: { credentialType: 2 } });
    withSource({ dataCacheMode: 5, credentials: { credentialType: 9 } });
    expect(
      validateConfig(patch({ datasourceConnectionConfig: { credentials: { credentialDetails: { user: 1 } } } })),
    ).toEqual([{ message: 'credentialDetails must be a string' }]);
  });
  it('[M-CONFIG-21] table schema: name and columns are required', () => {
    const withTable = (table: unknown) => check(patch({ tableSchemaList: [table] }));
    withTable({ name: 'T', columns: [] });
    withTable({ name: 'T' });
    withTable({ columns: [] });
    for (const value of odd) {
      withTable({ name: value, columns: [] });
      withTable({ name: 'T', columns: value });
    }
    expect(validateConfig(patch({ tableSchemaList: [{ name: 'T' }] }))).toEqual([
      { message: 'tableSchemaList property is invalid' },
    ]);
  });
  it('[M-CONFIG-22] column: name and dataType are required; displayName is optional', () => {
    const withColumn = (column: unknown) => check(patch({ tableSchemaList: [{ name: 'T', columns: [column] }] }));
    withColumn({ name: 'A', dataType: 'string' });
    withColumn({ name: 'A', dataType: 'string', displayName: 'a' });
    withColumn({ name: 'A' });
    withColumn({ dataType: 'string' });
    for (const value of odd) {
      withColumn({ name: value, dataType: 'string' });
      withColumn({ name: 'A', dataType: value });
      withColumn({ name: 'A', dataType: 'string', displayName: value });
    }
  });
  it('[M-CONFIG-23] table data: name and rows are required', () => {
    const withData = (table: unknown) => check(patch({ data: [table] }));
    withData({ name: 'T', rows: [] });
    withData({ name: 'T' });
    withData({ rows: [['a']] });
    for (const value of odd) {
      withData({ name: value, rows: [] });
      withData({ name: 'T', rows: value });
      withData({ name: 'T', rows: [value] });
      withData({ name: 'T', rows: [['a', value]] });
    }
  });
  it('[M-VALID-15] datasourceConnectionConfig without mashupDocument fails', () => {
    check(without('mashupDocument'));
    check(patch({ mashupDocument: null }));
    check({ locale: 'en-US', datasourceConnectionConfig: {}, data: [] });
    expect(validateConfig(without('mashupDocument'))).toEqual([
      { message: 'mashupDocument cannot be empty when datasourceConnectionConfig is presented' },
    ]);
  });
  it('[M-VALID-16] data without tableSchemaList fails', () => {
    check(without('tableSchemaList'));
    check(without('tableSchemaList', 'mashupDocument', 'datasourceConnectionConfig'));
    check({ locale: 'en-US', data: [] });
    check({ locale: 'en-US', data: [], tableSchemaList: [] });
    expect(validateConfig({ locale: 'en-US', data: [] })).toEqual([
      { message: 'tableSchemaList cannot be empty when data is provided' },
    ]);
  });
  it('[M-VALID-17] neither data nor mashupDocument fails', () => {
    check({ locale: 'en-US' });
    check({ locale: 'en-US', tableSchemaList: [] });
    check({ locale: 'en-US', mashupDocument: '' });
    check(without('data', 'mashupDocument', 'datasourceConnectionConfig'));
    expect(validateConfig({ locale: 'en-US' })).toEqual([
      { message: 'At least one of data or mashupDocument must be provided' },
    ]);
  });
  it('the three rules run in order, and only after every field passes', () => {
    check({ locale: 'en-US', datasourceConnectionConfig: {}, data: [] });
    check({ locale: 'en-US', datasourceConnectionConfig: {} });
    check({ locale: 'en-US', datasourceConnectionConfig: {}, data: [{ name: 'T', rows: [] }] });
    check({ locale: 1, datasourceConnectionConfig: {} });
    check({ locale: 'en-US', datasourceConnectionConfig: { dataCacheMode: 3 } });
    check({ locale: 'en-US', data: [{}] });
    expect(validateConfig({ locale: 'en-US', datasourceConnectionConfig: {}, data: [] })).toEqual([
      { message: 'mashupDocument cannot be empty when datasourceConnectionConfig is presented' },
    ]);
    expect(validateConfig({ locale: 'en-US', datasourceConnectionConfig: {} })).toEqual([
      { message: 'mashupDocument cannot be empty when datasourceConnectionConfig is presented' },
    ]);
    expect(validateConfig({ locale: 'en-US', datasourceConnectionConfig: { dataCacheMode: 3 } })).toEqual([
      { message: 'dataCacheMode property is invalid' },
    ]);
  });
});
