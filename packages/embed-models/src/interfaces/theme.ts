/** Marker base of report themes (open for declaration merging). */
export interface IReportTheme {}

/** A report theme given as theme JSON. */
export interface ICustomTheme extends IReportTheme {
  // `any` as in powerbi-models: theme files are free-form and user code reads into them.
  themeJson: any;
}
