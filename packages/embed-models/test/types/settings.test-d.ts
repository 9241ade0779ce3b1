// Settings, panes, bars, commands, extensions, layouts, bookmarks and themes.
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

describe('interfaces match their schemas: settings', () => {
  test('IActionBar ~ actionBarSchema', () => {
    expectTypeOf<Diff<M.IActionBar, z.input<typeof S.actionBarSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IStatusBar ~ statusBarSchema', () => {
    expectTypeOf<Diff<M.IStatusBar, z.input<typeof S.statusBarSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IReportBars ~ reportBarsSchema', () => {
    expectTypeOf<Diff<M.IReportBars, z.input<typeof S.reportBarsSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IPlayBookmarkRequest ~ playBookmarkRequestSchema', () => {
    expectTypeOf<Diff<M.IPlayBookmarkRequest, z.input<typeof S.playBookmarkRequestSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IAddBookmarkRequest ~ addBookmarkRequestSchema', () => {
    expectTypeOf<Diff<M.IAddBookmarkRequest, z.input<typeof S.addBookmarkRequestSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IApplyBookmarkRequest ~ applyBookmarkSchema', () => {
    expectTypeOf<Diff<M.IApplyBookmarkRequest, z.input<typeof S.applyBookmarkSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IApplyBookmarkByNameRequest ~ applyBookmarkByNameRequestSchema', () => {
    expectTypeOf<
      Diff<M.IApplyBookmarkByNameRequest, z.input<typeof S.applyBookmarkByNameRequestSchema>>
    >().toEqualTypeOf<Expect>();
  });

  test('IApplyBookmarkStateRequest ~ applyBookmarkStateRequestSchema', () => {
    expectTypeOf<
      Diff<M.IApplyBookmarkStateRequest, z.input<typeof S.applyBookmarkStateRequestSchema>>
    >().toEqualTypeOf<Expect>();
  });

  test('ICaptureBookmarkOptions ~ captureBookmarkOptionsSchema', () => {
    expectTypeOf<
      Diff<M.ICaptureBookmarkOptions, z.input<typeof S.captureBookmarkOptionsSchema>>
    >().toEqualTypeOf<Expect>();
  });

  test('ICaptureBookmarkRequest ~ captureBookmarkRequestSchema', () => {
    expectTypeOf<
      Diff<M.ICaptureBookmarkRequest, z.input<typeof S.captureBookmarkRequestSchema>>
    >().toEqualTypeOf<Expect>();
  });

  // selector: the selectors' $schema (string vs the selector URL).
  test('ICommandSettings ~ singleCommandSettingsSchema', () => {
    expectTypeOf<Diff<M.ICommandSettings, z.input<typeof S.singleCommandSettingsSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'selector' }>
    >();
  });

  // Each command holds ICommandSettings, above.
  test('ICommandsSettings ~ commandsSettingsSchema', () => {
    expectTypeOf<Diff<M.ICommandsSettings, z.input<typeof S.commandsSettingsSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface: never;
        onlySchema: never;
        incompatible:
          | 'copy'
          | 'drill'
          | 'drillthrough'
          | 'expandCollapse'
          | 'exportData'
          | 'includeExclude'
          | 'removeVisual'
          | 'search'
          | 'seeData'
          | 'sort'
          | 'spotlight'
          | 'insightsAnalysis'
          | 'addComment'
          | 'groupVisualContainers'
          | 'summarize'
          | 'clearSelection';
      }>
    >();
  });

  test('IVisualContainerDisplayState ~ displayStateSchema', () => {
    expectTypeOf<Diff<M.IVisualContainerDisplayState, z.input<typeof S.displayStateSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IVisualLayout ~ visualLayoutSchema', () => {
    expectTypeOf<Diff<M.IVisualLayout, z.input<typeof S.visualLayoutSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IPageLayout ~ pageLayoutSchema', () => {
    expectTypeOf<Diff<M.IPageLayout, z.input<typeof S.pageLayoutSchema>>>().toEqualTypeOf<Expect>();
  });

  // reportAlignment is not validated (as in the reference).
  test('ICustomLayout ~ customLayoutSchema', () => {
    expectTypeOf<Diff<M.ICustomLayout, z.input<typeof S.customLayoutSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: 'reportAlignment'; onlySchema: never; incompatible: never }>
    >();
  });

  test('ICustomTheme ~ customThemeSchema', () => {
    expectTypeOf<Diff<M.ICustomTheme, z.input<typeof S.customThemeSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IExportDataRequest ~ exportDataRequestSchema', () => {
    expectTypeOf<Diff<M.IExportDataRequest, z.input<typeof S.exportDataRequestSchema>>>().toEqualTypeOf<Expect>();
  });

  // The schema names groupName (as undefined) so the union with the grouped form discriminates.
  test('IFlatMenuExtension ~ flatMenuExtensionSchema', () => {
    expectTypeOf<Diff<M.IFlatMenuExtension, z.input<typeof S.flatMenuExtensionSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: 'groupName'; incompatible: never }>
    >();
  });

  // The schema names menuLocation (as undefined), as IFlatMenuExtension.
  test('IGroupedMenuExtension ~ groupedMenuExtensionSchema', () => {
    expectTypeOf<Diff<M.IGroupedMenuExtension, z.input<typeof S.groupedMenuExtensionSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: 'menuLocation'; incompatible: never }>
    >();
  });

  test('IMenuExtension ~ menuExtensionSchema', () => {
    expectTypeOf<Diff<M.IMenuExtension, z.input<typeof S.menuExtensionSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IExtensionPoints ~ extensionPointsSchema', () => {
    expectTypeOf<Diff<M.IExtensionPoints, z.input<typeof S.extensionPointsSchema>>>().toEqualTypeOf<Expect>();
  });

  // selector: the selectors' $schema.
  test('ICommandExtension ~ commandExtensionSchema', () => {
    expectTypeOf<Diff<M.ICommandExtension, z.input<typeof S.commandExtensionSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'selector' }>
    >();
  });

  test('IMenuGroupExtension ~ menuGroupExtensionSchema', () => {
    expectTypeOf<Diff<M.IMenuGroupExtension, z.input<typeof S.menuGroupExtensionSchema>>>().toEqualTypeOf<Expect>();
  });

  // command: ICommandExtension, above.
  test('IExtension ~ extensionSchema', () => {
    expectTypeOf<Diff<M.IExtension, z.input<typeof S.extensionSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'command' }>
    >();
  });

  // commands: ICommandExtension, above.
  test('IExtensions ~ extensionsObjectSchema', () => {
    expectTypeOf<Diff<M.IExtensions, z.input<typeof S.extensionsObjectSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'commands' }>
    >();
  });

  // commands: ICommandExtension, above.
  test('Extensions ~ extensionsSchema', () => {
    expectTypeOf<Diff<M.Extensions, z.input<typeof S.extensionsSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'commands' }>
    >();
  });

  test('IPageSize ~ pageSizeSchema', () => {
    expectTypeOf<Diff<M.IPageSize, z.input<typeof S.pageSizeSchema>>>().toEqualTypeOf<Expect>();
  });

  test('ICustomPageSize ~ customPageSizeSchema', () => {
    expectTypeOf<Diff<M.ICustomPageSize, z.input<typeof S.customPageSizeSchema>>>().toEqualTypeOf<Expect>();
  });

  // Only name is validated (as in the reference).
  test('IPage ~ pageSchema', () => {
    expectTypeOf<Diff<M.IPage, z.input<typeof S.pageSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface:
          | 'displayName'
          | 'isActive'
          | 'visibility'
          | 'defaultSize'
          | 'mobileSize'
          | 'defaultDisplayOption'
          | 'background'
          | 'wallpaper';
        onlySchema: never;
        incompatible: never;
      }>
    >();
  });

  test('IBookmarksPane ~ bookmarksPaneSchema', () => {
    expectTypeOf<Diff<M.IBookmarksPane, z.input<typeof S.bookmarksPaneSchema>>>().toEqualTypeOf<Expect>();
  });

  // visible is not validated (as in the reference; only expanded is).
  test('IFieldsPane ~ fieldsPaneSchema', () => {
    expectTypeOf<Diff<M.IFieldsPane, z.input<typeof S.fieldsPaneSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: 'visible'; onlySchema: never; incompatible: never }>
    >();
  });

  test('IFiltersPane ~ filtersPaneSchema', () => {
    expectTypeOf<Diff<M.IFiltersPane, z.input<typeof S.filtersPaneSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IPageNavigationPane ~ pageNavigationPaneSchema', () => {
    expectTypeOf<Diff<M.IPageNavigationPane, z.input<typeof S.pageNavigationPaneSchema>>>().toEqualTypeOf<Expect>();
  });

  test('ISelectionPane ~ selectionPaneSchema', () => {
    expectTypeOf<Diff<M.ISelectionPane, z.input<typeof S.selectionPaneSchema>>>().toEqualTypeOf<Expect>();
  });

  test('ISyncSlicersPane ~ syncSlicersPaneSchema', () => {
    expectTypeOf<Diff<M.ISyncSlicersPane, z.input<typeof S.syncSlicersPaneSchema>>>().toEqualTypeOf<Expect>();
  });

  // visible is not validated, as IFieldsPane.
  test('IVisualizationsPane ~ visualizationsPaneSchema', () => {
    expectTypeOf<Diff<M.IVisualizationsPane, z.input<typeof S.visualizationsPaneSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: 'visible'; onlySchema: never; incompatible: never }>
    >();
  });

  test('IReportPanes ~ reportPanesSchema', () => {
    expectTypeOf<Diff<M.IReportPanes, z.input<typeof S.reportPanesSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IQnaPanes ~ qnaPanesSchema', () => {
    expectTypeOf<Diff<M.IQnaPanes, z.input<typeof S.qnaPanesSchema>>>().toEqualTypeOf<Expect>();
  });

  test('IPrintSettings ~ printSettingsSchema', () => {
    expectTypeOf<Diff<M.IPrintSettings, z.input<typeof S.printSettingsSchema>>>().toEqualTypeOf<Expect>();
  });

  // localeSettings is not validated (as in the reference).
  test('IQnaSettings ~ qnaSettingsSchema', () => {
    expectTypeOf<Diff<M.IQnaSettings, z.input<typeof S.qnaSettingsSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: 'localeSettings'; onlySchema: never; incompatible: never }>
    >();
  });

  // Only name is validated (as in the reference).
  test('ISaveAsParameters ~ saveAsParametersSchema', () => {
    expectTypeOf<Diff<M.ISaveAsParameters, z.input<typeof S.saveAsParametersSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: 'targetWorkspaceId'; onlySchema: never; incompatible: never }>
    >();
  });

  // localeSettings and zoomLevel are not validated (as in the reference); commands, extensions, visualSettings: the selectors' $schema inside them.
  test('ISettings ~ settingsSchema', () => {
    expectTypeOf<Diff<M.ISettings, z.input<typeof S.settingsSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface: 'localeSettings' | 'zoomLevel';
        onlySchema: never;
        incompatible: 'commands' | 'extensions' | 'visualSettings';
      }>
    >();
  });

  test('IVisualHeaderSettings ~ visualHeaderSettingsSchema', () => {
    expectTypeOf<Diff<M.IVisualHeaderSettings, z.input<typeof S.visualHeaderSettingsSchema>>>().toEqualTypeOf<Expect>();
  });

  // selector: the selectors' $schema.
  test('IVisualHeader ~ visualHeaderSchema', () => {
    expectTypeOf<Diff<M.IVisualHeader, z.input<typeof S.visualHeaderSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'selector' }>
    >();
  });

  // visualHeaders: IVisualHeader, above.
  test('IVisualSettings ~ visualSettingsSchema', () => {
    expectTypeOf<Diff<M.IVisualSettings, z.input<typeof S.visualSettingsSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'visualHeaders' }>
    >();
  });
});
