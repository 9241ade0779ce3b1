// Targets and filter parts shared by the surface tests. Factories, so that every library under
// comparison gets its own objects.
export const column = () => ({ table: 'Sales', column: 'Region' });
export const column2 = () => ({ table: 'Sales', column: 'Year' });
export const measure = () => ({ table: 'Sales', measure: 'Total' });
export const level = () => ({ table: 'Date', hierarchy: 'Calendar', hierarchyLevel: 'Year' });
export const level2 = () => ({ table: 'Date', hierarchy: 'Calendar', hierarchyLevel: 'Quarter' });
export const columnAggr = () => ({ table: 'Sales', column: 'Amount', aggregationFunction: 'Sum' });
export const levelAggr = () => ({ ...level(), aggregationFunction: 'Count' });
export const keyColumns = (...keys: string[]) => ({ table: 'Store', column: 'Name', keys });
export const keyLevel = (...keys: string[]) => ({ ...level(), keys });
export const condition = (operator: string, value?: unknown) =>
  value === undefined ? { operator } : { operator, value };
