import type {
  AggregateFunction,
  CredentialType,
  DataCacheMode,
  DataType,
  ReportCreationMode,
  TokenType,
} from '../enums';
import type { EventHooks } from './embed-configurations';
import type { ISettings } from './settings';
import type { IReportTheme } from './theme';

/** Configuration for authoring a new report on an existing dataset. */
export interface IReportCreateConfiguration {
  type?: 'create';
  accessToken?: string;
  datasetId: string;
  groupId?: string;
  settings?: ISettings;
  tokenType?: TokenType;
  theme?: IReportTheme;
  embedUrl?: string;
  eventHooks?: EventHooks;
}

/** Configuration for quick-creating a report from data described inline. */
export interface IQuickCreateConfiguration {
  type?: 'quickCreate';
  accessToken: string;
  groupId?: string;
  settings?: ISettings;
  tokenType?: TokenType;
  theme?: IReportTheme;
  embedUrl?: string;
  datasetCreateConfig: IDatasetCreateConfiguration;
  /** Also its string value: powerbi-models' `ReportCreationMode` is a `const enum`, whose members are only their values. */
  reportCreationMode?: ReportCreationMode | `${ReportCreationMode}`;
  eventHooks?: EventHooks;
}

/** The dataset a quick-create report is built on: a mashup document or inline tables. */
export interface IDatasetCreateConfiguration {
  mashupDocument?: string;
  locale: string;
  datasourceConnectionConfig?: IDatasourceConnectionConfiguration;
  tableSchemaList?: ITableSchema[];
  data?: IDataTable[];
}

/** How the quick-create dataset connects to its source. */
export interface IDatasourceConnectionConfiguration {
  dataCacheMode?: DataCacheMode;
  credentials?: ICredential;
}

/** Credentials of the quick-create data source. */
export interface ICredential {
  credentialType: CredentialType;
  credentialDetails?: {
    [property: string]: string;
  };
}

/** Schema of one inline table. */
export interface ITableSchema {
  name: string;
  columns: IColumnSchema[];
}

/** Schema of one inline column. */
export interface IColumnSchema {
  name: string;
  displayName?: string;
  /** Also its string value: powerbi-models' `DataType` is a `const enum`, whose members are only their values. */
  dataType: DataType | `${DataType}`;
  aggregateFunction?: AggregateFunction;
}

/** Rows of one inline table, every cell as a string. */
export interface IDataTable {
  name: string;
  rows: string[][];
}
