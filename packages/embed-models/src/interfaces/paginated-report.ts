import type { TokenType } from '../enums';

/** A report parameter value; `null` clears it. */
export interface IPaginatedReportParameter {
  name: string;
  value: string | null;
}

/** Configuration for embedding a paginated report. */
export interface IPaginatedReportLoadConfiguration {
  accessToken: string;
  id: string;
  groupId?: string;
  settings?: IPaginatedReportSettings;
  tokenType?: TokenType;
  type?: string;
  embedUrl?: string;
  parameterValues?: IPaginatedReportParameter[];
}

/** Settings of a paginated report. */
export interface IPaginatedReportSettings {
  commands?: IPaginatedReportsCommandsSettings;
}

/** A command of a paginated report. */
export interface IPaginatedReportsCommandSettings {
  enabled?: boolean;
}

/** The parameters panel. */
export interface IParametersPanelCommandSettings extends IPaginatedReportsCommandSettings {
  expanded?: boolean;
}

/** Commands of a paginated report. */
export interface IPaginatedReportsCommandsSettings {
  parameterPanel?: IParametersPanelCommandSettings;
}
