/** What a number means in a numeric field, and where the spec (or powerbi-models, where the spec is silent) lists it. */
interface EnumNames {
  names: Readonly<Record<number, string>>;
  source: string;
}

/** The numeric enumerations of the configurations, by field name. */
const enumNames: Readonly<Record<string, EnumNames>> = {
  permissions: { names: { 0: 'Read', 1: 'ReadWrite', 2: 'Copy', 4: 'Create', 7: 'All' }, source: 'spec §5 and §6' },
  tokenType: { names: { 0: 'Aad', 1: 'Embed' }, source: 'spec §5' },
  viewMode: { names: { 0: 'View (Q&A: Interactive)', 1: 'Edit (Q&A: ResultOnly)' }, source: 'spec §5' },
  contrastMode: {
    names: { 0: 'None', 1: 'HighContrast1', 2: 'HighContrast2', 3: 'HighContrastBlack', 4: 'HighContrastWhite' },
    source: 'spec §5',
  },
  layoutType: { names: { 0: 'Master', 1: 'Custom', 2: 'MobilePortrait', 3: 'MobileLandscape' }, source: 'spec §5' },
  browserPrintAdjustmentsMode: { names: { 0: 'Default', 1: 'NoAdjustments' }, source: 'spec §3 and §5' },
  background: { names: { 0: 'Default', 1: 'Transparent' }, source: 'BackgroundType' },
  hyperlinkClickBehavior: {
    names: { 0: 'Navigate', 1: 'NavigateAndRaiseEvent', 2: 'RaiseEvent' },
    source: 'HyperlinkClickBehavior',
  },
  position: { names: { 0: 'Bottom', 1: 'Left' }, source: 'PageNavigationPosition' },
  filterType: {
    names: {
      0: 'Advanced',
      1: 'Basic',
      2: 'Unknown',
      3: 'IncludeExclude',
      4: 'RelativeDate',
      5: 'TopN',
      7: 'RelativeTime',
      9: 'Hierarchy',
    },
    source: 'spec §3, filters',
  },
  operation: { names: { 0: 'RemoveAll', 1: 'ReplaceAll', 2: 'Add', 3: 'Replace' }, source: 'spec §4' },
  operator: { names: { 0: 'InLast', 1: 'InThis', 2: 'InNext' }, source: 'spec §3, relative date' },
  timeUnitType: {
    names: {
      0: 'Days',
      1: 'Weeks',
      2: 'CalendarWeeks',
      3: 'Months',
      4: 'CalendarMonths',
      5: 'Years',
      6: 'CalendarYears',
      7: 'Minutes',
      8: 'Hours',
    },
    source: 'spec §9',
  },
  dataCacheMode: { names: { 0: 'Import', 1: 'DirectQuery' }, source: 'spec §3' },
  credentialType: { names: { 0: 'NoConnection', 1: 'OnBehalfOf', 2: 'Anonymous' }, source: 'spec §3' },
};

/** "one of 0 Read, 1 ReadWrite, … (spec §5 and §6)" for the allowed numbers of a field. */
export function describeNumbers(field: string, allowed: readonly unknown[]): string {
  const known = enumNames[field];
  const list = allowed.map((value) => {
    const name = typeof value === 'number' ? known?.names[value] : undefined;
    return name === undefined ? String(value) : `${String(value)} ${name}`;
  });
  return `${list.length === 1 ? '' : 'one of '}${list.join(', ')}${known ? ` (${known.source})` : ''}`;
}
