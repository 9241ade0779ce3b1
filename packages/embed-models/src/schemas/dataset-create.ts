import * as z from 'zod/mini';
import { datasetCreateConfigCheck } from '../validation/cross-checks';
import { crossCheck, numEnum, opt } from '../validation/rules';

/** The credentials of a data source (CredentialType: NoConnection 0, OnBehalfOf 1, Anonymous 2), plus details. */
export const credentialsSchema = /* @__PURE__ */ z.looseObject({
  credentialType: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([0, 1, 2])),
  credentialDetails: /* @__PURE__ */ opt(/* @__PURE__ */ z.record(z.string(), z.string())),
});
export type CredentialsSchemaType = z.infer<typeof credentialsSchema>;

/** How the new dataset reaches its data source: Import (0) or DirectQuery (1). */
export const datasourceConnectionConfigSchema = /* @__PURE__ */ z.looseObject({
  dataCacheMode: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([0, 1])),
  credentials: /* @__PURE__ */ opt(credentialsSchema),
});
export type DatasourceConnectionConfigSchemaType = z.infer<typeof datasourceConnectionConfigSchema>;

/** One column of a table schema. */
export const datasetColumnSchema = /* @__PURE__ */ z.looseObject({
  name: z.string(),
  displayName: /* @__PURE__ */ opt(z.string()),
  dataType: z.string(),
});
export type DatasetColumnSchemaType = z.infer<typeof datasetColumnSchema>;

/** One table of the new dataset and its columns. */
export const datasetTableSchema = /* @__PURE__ */ z.looseObject({
  name: z.string(),
  columns: /* @__PURE__ */ z.array(datasetColumnSchema),
});
export type DatasetTableSchemaType = z.infer<typeof datasetTableSchema>;

/** The rows of one table, each a list of cell strings. */
export const datasetTableDataSchema = /* @__PURE__ */ z.looseObject({
  name: z.string(),
  rows: /* @__PURE__ */ z.array(/* @__PURE__ */ z.array(z.string())),
});
export type DatasetTableDataSchemaType = z.infer<typeof datasetTableDataSchema>;

// The fields are checked first; the three rules across them run only when all fields pass, in
// this order.

/** How a quick-create report builds its dataset: from a mashup document, from pasted data, or both. */
export const datasetCreateConfigSchema = /* @__PURE__ */ crossCheck(
  /* @__PURE__ */ z.looseObject({
    locale: z.string(),
    mashupDocument: /* @__PURE__ */ opt(z.string()),
    datasourceConnectionConfig: /* @__PURE__ */ opt(datasourceConnectionConfigSchema),
    tableSchemaList: /* @__PURE__ */ opt(/* @__PURE__ */ z.array(datasetTableSchema)),
    data: /* @__PURE__ */ opt(/* @__PURE__ */ z.array(datasetTableDataSchema)),
  }),
  datasetCreateConfigCheck,
);
export type DatasetCreateConfigSchemaType = z.infer<typeof datasetCreateConfigSchema>;
