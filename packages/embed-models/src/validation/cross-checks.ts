// Rules across the fields of an object, kept free of zod so the generated validators can use
// them; a schema names them with crossCheck(schema, rule).

/** Quick create's dataset sources: powerbi-models' three rules, in its order. */
export function datasetCreateConfigCheck(config: {
  mashupDocument?: unknown;
  datasourceConnectionConfig?: unknown;
  tableSchemaList?: unknown;
  data?: unknown;
}): string | undefined {
  if (config.datasourceConnectionConfig && config.mashupDocument == null) {
    return 'mashupDocument cannot be empty when datasourceConnectionConfig is presented';
  }
  if (config.data && config.tableSchemaList == null) return 'tableSchemaList cannot be empty when data is provided';
  if (config.data == null && config.mashupDocument == null)
    return 'At least one of data or mashupDocument must be provided';
  return undefined;
}
