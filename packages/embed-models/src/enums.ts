// Numeric enums of the embed protocol. They are real TypeScript enums (not `as const` objects)
// because powerbi-models code relies on the reverse number-to-name mapping, e.g. to print a
// page size or to test membership with `Enum[value] !== undefined`. Numbers are wire values.

/** Severity of an error or trace raised by the embedded frame. */
export enum TraceType {
  Information = 0,
  Verbose = 1,
  Warning = 2,
  Error = 3,
  ExpectedError = 4,
  UnexpectedError = 5,
  Fatal = 6,
}

/** Page canvas size presets. */
export enum PageSizeType {
  Widescreen = 0,
  Standard = 1,
  Cortana = 2,
  Letter = 3,
  Custom = 4,
  Mobile = 5,
}

/** How a page is scaled into the embed container. */
export enum DisplayOption {
  FitToPage = 0,
  FitToWidth = 1,
  ActualSize = 2,
}

/** Report background: the theme's, or transparent so the host page shows through. */
export enum BackgroundType {
  Default = 0,
  Transparent = 1,
}

/** Whether a visual container is shown in a custom layout. */
export enum VisualContainerDisplayMode {
  Visible = 0,
  Hidden = 1,
}

/** Which layout of the report to render. */
export enum LayoutType {
  Master = 0,
  Custom = 1,
  MobilePortrait = 2,
  MobileLandscape = 3,
}

/** What a click on a hyperlink in the report does. */
export enum HyperlinkClickBehavior {
  Navigate = 0,
  NavigateAndRaiseEvent = 1,
  RaiseEvent = 2,
}

/** Horizontal placement of the report canvas in a custom layout. */
export enum ReportAlignment {
  Left = 0,
  Center = 1,
  Right = 2,
  None = 3,
}

/** Whether a page is listed in view mode. */
export enum SectionVisibility {
  AlwaysVisible = 0,
  HiddenInViewMode = 1,
}

/** Rights requested for the embedded report (flags: All = Read | ReadWrite | Copy | Create). */
export enum Permissions {
  Read = 0,
  ReadWrite = 1,
  Copy = 2,
  Create = 4,
  All = 7,
}

/** Report view or edit mode. */
export enum ViewMode {
  View = 0,
  Edit = 1,
}

/** Kind of access token passed in a configuration. */
export enum TokenType {
  Aad = 0,
  Embed = 1,
}

/** High-contrast theme applied by the frame. */
export enum ContrastMode {
  None = 0,
  HighContrast1 = 1,
  HighContrast2 = 2,
  HighContrastBlack = 3,
  HighContrastWhite = 4,
}

/** Where an extension menu group goes; Bottom (0) is what an absent value means. */
export enum MenuLocation {
  Bottom = 0,
  Top = 1,
}

/** How `updateFilters` combines the given filters with the current ones. */
export enum FiltersOperations {
  RemoveAll = 0,
  ReplaceAll = 1,
  Add = 2,
  Replace = 3,
}

/** The level a filter applies to. */
export enum FiltersLevel {
  Report = 0,
  Page = 1,
  Visual = 2,
}

/** Discriminator carried by every filter as `filterType`. */
export enum FilterType {
  Advanced = 0,
  Basic = 1,
  Unknown = 2,
  IncludeExclude = 3,
  RelativeDate = 4,
  TopN = 5,
  Tuple = 6,
  RelativeTime = 7,
  Identity = 8,
  Hierarchy = 9,
}

/** Unit of a relative date (0-6) or relative time (7-8) filter. */
export enum RelativeDateFilterTimeUnit {
  Days = 0,
  Weeks = 1,
  CalendarWeeks = 2,
  Months = 3,
  CalendarMonths = 4,
  Years = 5,
  CalendarYears = 6,
  Minutes = 7,
  Hours = 8,
}

/** Direction of a relative date or time filter. */
export enum RelativeDateOperators {
  InLast = 0,
  InThis = 1,
  InNext = 2,
}

/** Credentials used by a quick-create data source. */
export enum CredentialType {
  NoConnection = 0,
  OnBehalfOf = 1,
  Anonymous = 2,
}

/** Storage mode of a quick-create dataset. */
export enum DataCacheMode {
  Import = 0,
  DirectQuery = 1,
}

/** Default aggregation of a quick-create column (starts at 1 on the wire). */
export enum AggregateFunction {
  Default = 1,
  None = 2,
  Sum = 3,
  Min = 4,
  Max = 5,
  Count = 6,
  Average = 7,
  DistinctCount = 8,
}

/** Whether the frame adjusts the page for the browser's print dialog. */
export enum BrowserPrintAdjustmentsMode {
  Default = 0,
  NoAdjustments = 1,
}

/** Where the page navigation pane sits. */
export enum PageNavigationPosition {
  Bottom = 0,
  Left = 1,
}

/** Q&A embed mode: full interaction, or only the answer for a fixed question. */
export enum QnaMode {
  Interactive = 0,
  ResultOnly = 1,
}

/** Summarized (as displayed) or underlying data for `exportData`. */
export enum ExportDataType {
  Summarized = 0,
  Underlying = 1,
}

/** Bookmark slideshow mode. */
export enum BookmarksPlayMode {
  Off = 0,
  Presentation = 1,
}

/** Sort direction for `sortBy` on a visual. */
export enum SortDirection {
  Ascending = 1,
  Descending = 2,
}

/** State of a built-in visual command such as copy or drill. */
export enum CommandDisplayOption {
  Enabled = 0,
  Disabled = 1,
  Hidden = 2,
}

/** What a visual data role accepts. */
export enum VisualDataRoleKind {
  Grouping = 0,
  Measure = 1,
  GroupingOrMeasure = 2,
}

/** Preferred field kind for a GroupingOrMeasure data role. */
export enum VisualDataRoleKindPreference {
  Measure = 0,
  Grouping = 1,
}

// powerbi-models declares the two string enums below as `const enum`, which has no runtime
// object and breaks under isolatedModules transpilers (esbuild, Babel, swc). A regular string
// enum is a superset: `DataType.Number` compiles the same and also works at runtime.

/** Data type of a quick-create column; each value equals its name. */
export enum DataType {
  Number = 'Number',
  Currency = 'Currency',
  Int32 = 'Int32',
  Percentage = 'Percentage',
  DateTime = 'DateTime',
  DateTimeZone = 'DateTimeZone',
  Date = 'Date',
  Time = 'Time',
  Duration = 'Duration',
  Text = 'Text',
  Logical = 'Logical',
  Binary = 'Binary',
}

/** How a quick-create report starts. */
export enum ReportCreationMode {
  Default = 'Default',
  QuickExplore = 'QuickExplore',
}
