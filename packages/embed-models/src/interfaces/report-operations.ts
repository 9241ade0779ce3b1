import type { ExportDataType, SortDirection } from '../enums';
import type { IVisual } from './entities';
import type { IFilter } from './filters';
import type { IVisualLayout } from './layout';
import type { ITarget } from './targets';

/** Body of `saveAs`. */
export interface ISaveAsParameters {
  name: string;
  targetWorkspaceId?: string;
}

/** Body of a Q&A `setQuestion`. */
export interface IQnaInterpretInputData {
  question: string;
  datasetIds?: string[];
}

/** Body of a visual's `exportData`. */
export interface IExportDataRequest {
  rows?: number;
  exportDataType?: ExportDataType;
}

/** Result of `exportData`: CSV text. */
export interface IExportDataResult {
  data: string;
}

/** Body of `createVisual`. */
export interface ICreateVisualRequest {
  visualType: string;
  layout?: IVisualLayout;
  autoFocus?: boolean;
}

/** A response that returns a visual. */
export interface IVisualResponse {
  visual: IVisual;
}

/** Result of `createVisual`. */
export interface ICreateVisualResponse extends IVisualResponse {}

/** Body of `clone` on a visual. */
export interface ICloneVisualRequest {
  filters?: IFilter[];
  layout?: IVisualLayout;
  autoFocus?: boolean;
}

/** Result of `clone`. */
export interface ICloneVisualResponse extends IVisualResponse {
  visualName: string;
}

/** Body of `sortBy` on a visual. */
export interface ISortByVisualRequest {
  orderBy: ITarget;
  direction: SortDirection;
}
