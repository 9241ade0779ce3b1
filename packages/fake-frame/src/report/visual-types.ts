import { VisualDataRoleKind, type IVisualCapabilities, type IVisualDataRole } from '@org/embed-models';

/** How the frame draws a visual type: a number, bars, a table or a slicer list. */
export type RenderKind = 'card' | 'bars' | 'table' | 'slicer';

/** A data role (field well) of a visual type, with how many fields it takes (no limit when absent). */
export interface DataRoleDefinition extends IVisualDataRole {
  max?: number;
}

/** A visual type the frame can create: how it is drawn and its data roles. */
export interface VisualTypeDefinition {
  render: RenderKind;
  roles: DataRoleDefinition[];
}

const { Grouping, Measure, GroupingOrMeasure } = VisualDataRoleKind;

const role = (name: string, kind: VisualDataRoleKind, displayName: string, max?: number): DataRoleDefinition =>
  max === undefined ? { name, kind, displayName } : { name, kind, displayName, max };

const TOOLTIPS = role('Tooltips', Measure, 'Tooltips');
/** Bar, column, line and area charts: categories on an axis, a legend, values. */
const AXIS_CHART: VisualTypeDefinition = {
  render: 'bars',
  roles: [
    role('Category', Grouping, 'Axis'),
    role('Series', Grouping, 'Legend', 1),
    role('Y', Measure, 'Values'),
    TOOLTIPS,
  ],
};
/** Pie and donut charts: a legend of categories, details, values. */
const PIE_CHART: VisualTypeDefinition = {
  render: 'bars',
  roles: [
    role('Category', Grouping, 'Legend'),
    role('Series', Grouping, 'Details', 1),
    role('Y', Measure, 'Values'),
    TOOLTIPS,
  ],
};

/**
 * The built-in visual types the frame offers (`GET /report/availableVisualTypes`), with the data
 * roles their capabilities list. The frame draws every chart as bars, tables and multi-row cards
 * as a table.
 */
export const VISUAL_TYPES: Readonly<Record<string, VisualTypeDefinition>> = {
  areaChart: AXIS_CHART,
  barChart: AXIS_CHART,
  card: { render: 'card', roles: [role('Values', GroupingOrMeasure, 'Fields', 1)] },
  clusteredBarChart: AXIS_CHART,
  clusteredColumnChart: AXIS_CHART,
  columnChart: AXIS_CHART,
  donutChart: PIE_CHART,
  funnel: { render: 'bars', roles: [role('Category', Grouping, 'Category'), role('Y', Measure, 'Values'), TOOLTIPS] },
  hundredPercentStackedBarChart: AXIS_CHART,
  hundredPercentStackedColumnChart: AXIS_CHART,
  lineChart: AXIS_CHART,
  multiRowCard: { render: 'table', roles: [role('Values', GroupingOrMeasure, 'Fields')] },
  pieChart: PIE_CHART,
  pivotTable: {
    render: 'table',
    roles: [role('Rows', Grouping, 'Rows'), role('Columns', Grouping, 'Columns'), role('Values', Measure, 'Values')],
  },
  slicer: { render: 'slicer', roles: [role('Values', Grouping, 'Field', 1)] },
  tableEx: { render: 'table', roles: [role('Values', GroupingOrMeasure, 'Columns')] },
  treemap: { render: 'bars', roles: [role('Category', Grouping, 'Category'), role('Y', Measure, 'Values'), TOOLTIPS] },
};

/** The type's definition, if the frame offers that type. */
export const visualTypeOf = (type: string): VisualTypeDefinition | undefined =>
  Object.prototype.hasOwnProperty.call(VISUAL_TYPES, type) ? VISUAL_TYPES[type] : undefined;

/** The capabilities of a type as the service describes them: its data roles (without the frame's limits). */
export function capabilitiesOf(definition: VisualTypeDefinition): IVisualCapabilities {
  return { dataRoles: definition.roles.map(({ name, kind, displayName }) => ({ name, kind, displayName })) };
}
