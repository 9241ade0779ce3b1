// Load, create and embed configurations.
// Each hand-written interface of @org/embed-models against the input type of the zod schema that
// validates it (`z.input<typeof schema>`): the fields only one side names and the fields whose
// interface type the schema does not accept must be exactly the ones listed, so a field added to,
// removed from or retyped on one side only fails here. `null` (every optional field of a schema is
// nullish, as powerbi-models' validators allow) and index signatures (the schemas are loose objects)
// are set aside. Where a pair differs, the comment says why; most differences copy powerbi-models,
// whose validators check fewer fields than its interfaces name (the differential tests hold us to it).
import type * as z from 'zod/mini';
import { describe, expectTypeOf, test } from 'vitest';
import type * as M from '../../src/index';
import type * as S from '../../src/zod';
import type { Diff, Expect } from './diff';

describe('interfaces match their schemas: configurations', () => {
  test('IDatasetBinding ~ datasetBindingSchema', () => {
    expectTypeOf<Diff<M.IDatasetBinding, z.input<typeof S.datasetBindingSchema>>>().toEqualTypeOf<Expect>();
  });

  test('ICredential ~ credentialsSchema', () => {
    expectTypeOf<Diff<M.ICredential, z.input<typeof S.credentialsSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IDatasourceConnectionConfiguration ~ datasourceConnectionConfigSchema', () => {
    expectTypeOf<
      Diff<M.IDatasourceConnectionConfiguration, z.input<typeof S.datasourceConnectionConfigSchema>>
    >().toEqualTypeOf<Expect>();
  });

  // aggregateFunction is not validated (as in the reference).
  test('IColumnSchema ~ datasetColumnSchema', () => {
    expectTypeOf<Diff<M.IColumnSchema, z.input<typeof S.datasetColumnSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: 'aggregateFunction'; onlySchema: never; incompatible: never }>
    >();
  });

  test('ITableSchema ~ datasetTableSchema', () => {
    expectTypeOf<Diff<M.ITableSchema, z.input<typeof S.datasetTableSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IDataTable ~ datasetTableDataSchema', () => {
    expectTypeOf<Diff<M.IDataTable, z.input<typeof S.datasetTableDataSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IDatasetCreateConfiguration ~ datasetCreateConfigSchema', () => {
    expectTypeOf<
      Diff<M.IDatasetCreateConfiguration, z.input<typeof S.datasetCreateConfigSchema>>
    >().toEqualTypeOf<Expect>();
  });

  test('IPaginatedReportParameter ~ reportParameterSchema', () => {
    expectTypeOf<Diff<M.IPaginatedReportParameter, z.input<typeof S.reportParameterSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IParametersPanelCommandSettings ~ parameterPanelSchema', () => {
    expectTypeOf<
      Diff<M.IParametersPanelCommandSettings, z.input<typeof S.parameterPanelSchema>>
    >().toEqualTypeOf<Expect>();
  });

  test('IPaginatedReportSettings ~ paginatedReportSettingsSchema', () => {
    expectTypeOf<
      Diff<M.IPaginatedReportSettings, z.input<typeof S.paginatedReportSettingsSchema>>
    >().toEqualTypeOf<Expect>();
  });

  test('IPaginatedReportLoadConfiguration ~ paginatedReportLoadSchema', () => {
    expectTypeOf<
      Diff<M.IPaginatedReportLoadConfiguration, z.input<typeof S.paginatedReportLoadSchema>>
    >().toEqualTypeOf<Expect>();
  });

  test('IQnaInterpretInputData ~ qnaInterpretInputDataSchema', () => {
    expectTypeOf<
      Diff<M.IQnaInterpretInputData, z.input<typeof S.qnaInterpretInputDataSchema>>
    >().toEqualTypeOf<Expect>();
  });

  test('ILoadQnaConfiguration ~ qnaLoadSchema', () => {
    expectTypeOf<Diff<M.ILoadQnaConfiguration, z.input<typeof S.qnaLoadSchema>>>().toEqualTypeOf<Expect>();
  });

  // type, settings, embedUrl, reportCreationMode, eventHooks: embed-time fields not validated (as in the reference).
  test('IQuickCreateConfiguration ~ quickCreateSchema', () => {
    expectTypeOf<Diff<M.IQuickCreateConfiguration, z.input<typeof S.quickCreateSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface: 'type' | 'settings' | 'embedUrl' | 'reportCreationMode' | 'eventHooks';
        onlySchema: never;
        incompatible: never;
      }>
    >();
  });

  // type, settings, embedUrl, eventHooks: embed-time fields not validated; accessToken: optional on the interface (a token provider may supply it), required by the schema.
  test('IReportCreateConfiguration ~ reportCreateSchema', () => {
    expectTypeOf<Diff<M.IReportCreateConfiguration, z.input<typeof S.reportCreateSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface: 'type' | 'settings' | 'embedUrl' | 'eventHooks';
        onlySchema: never;
        incompatible: 'accessToken';
      }>
    >();
  });

  // eventHooks, slicers: not validated (as in the reference); filters: the filter interfaces above; settings: ISettings, above.
  test('IReportLoadConfiguration ~ reportLoadSchema', () => {
    expectTypeOf<Diff<M.IReportLoadConfiguration, z.input<typeof S.reportLoadSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: 'eventHooks' | 'slicers'; onlySchema: never; incompatible: 'filters' | 'settings' }>
    >();
  });

  test('IDashboardLoadConfiguration ~ dashboardLoadSchema', () => {
    expectTypeOf<Diff<M.IDashboardLoadConfiguration, z.input<typeof S.dashboardLoadSchema>>>().toEqualTypeOf<Expect>();
  });

  // The reference validates pageView on tile loads though its interface has none; so do we.
  test('ITileLoadConfiguration ~ tileLoadSchema', () => {
    expectTypeOf<Diff<M.ITileLoadConfiguration, z.input<typeof S.tileLoadSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: 'pageView'; incompatible: never }>
    >();
  });

  // The base of every embed configuration; compared with the report load it is checked with: the embed-only fields (type, hostname, uniqueId, bootstrapped) are not validated, the report's own fields are not on the base, accessToken is optional (a token provider may supply it), settings: ISettings, above.
  test('IEmbedConfigurationBase ~ reportLoadSchema', () => {
    expectTypeOf<Diff<M.IEmbedConfigurationBase, z.input<typeof S.reportLoadSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface: 'type' | 'hostname' | 'uniqueId' | 'bootstrapped';
        onlySchema:
          | 'filters'
          | 'id'
          | 'viewMode'
          | 'theme'
          | 'pageName'
          | 'permissions'
          | 'bookmark'
          | 'datasetBinding'
          | 'contrastMode';
        incompatible: 'accessToken' | 'settings';
      }>
    >();
  });

  // Validated with the report load schema: the embed-only fields are not validated; accessToken and id are optional on the interface (a token provider, an embed URL) and required by the schema; filters, settings: above.
  test('IReportEmbedConfiguration ~ reportLoadSchema', () => {
    expectTypeOf<Diff<M.IReportEmbedConfiguration, z.input<typeof S.reportLoadSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface: 'type' | 'eventHooks' | 'slicers' | 'hostname' | 'uniqueId' | 'bootstrapped' | 'action';
        onlySchema: never;
        incompatible: 'filters' | 'accessToken' | 'id' | 'settings';
      }>
    >();
  });

  // As IReportEmbedConfiguration; visualName, width and height are not validated (as in the reference).
  test('IVisualEmbedConfiguration ~ reportLoadSchema', () => {
    expectTypeOf<Diff<M.IVisualEmbedConfiguration, z.input<typeof S.reportLoadSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface:
          | 'visualName'
          | 'type'
          | 'width'
          | 'height'
          | 'eventHooks'
          | 'slicers'
          | 'hostname'
          | 'uniqueId'
          | 'bootstrapped'
          | 'action';
        onlySchema: never;
        incompatible: 'filters' | 'accessToken' | 'id' | 'settings';
      }>
    >();
  });

  // The fields it inherits from IEmbedConfigurationBase/ICommonEmbedConfiguration that dashboards ignore are not validated; accessToken and id: as IReportEmbedConfiguration.
  test('IDashboardEmbedConfiguration ~ dashboardLoadSchema', () => {
    expectTypeOf<Diff<M.IDashboardEmbedConfiguration, z.input<typeof S.dashboardLoadSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface:
          | 'type'
          | 'filters'
          | 'settings'
          | 'permissions'
          | 'contrastMode'
          | 'hostname'
          | 'uniqueId'
          | 'bootstrapped'
          | 'action';
        onlySchema: never;
        incompatible: 'accessToken' | 'id';
      }>
    >();
  });

  // As IDashboardEmbedConfiguration.
  test('ITileEmbedConfiguration ~ tileLoadSchema', () => {
    expectTypeOf<Diff<M.ITileEmbedConfiguration, z.input<typeof S.tileLoadSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface:
          | 'type'
          | 'filters'
          | 'settings'
          | 'embedUrl'
          | 'permissions'
          | 'contrastMode'
          | 'hostname'
          | 'uniqueId'
          | 'bootstrapped'
          | 'action';
        onlySchema: never;
        incompatible: 'accessToken' | 'id';
      }>
    >();
  });

  // The embed-only fields are not validated; accessToken: as IReportEmbedConfiguration.
  test('IQnaEmbedConfiguration ~ qnaLoadSchema', () => {
    expectTypeOf<Diff<M.IQnaEmbedConfiguration, z.input<typeof S.qnaLoadSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface: 'type' | 'embedUrl' | 'hostname' | 'uniqueId' | 'bootstrapped';
        onlySchema: never;
        incompatible: 'accessToken';
      }>
    >();
  });
});
