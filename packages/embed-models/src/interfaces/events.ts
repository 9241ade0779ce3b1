import type { IBetweenDataReference, IEqualsDataReference, IIdentityValue } from './data-references';
import type { IPage, IReport, IVisual } from './entities';
import type { IFilter } from './filters';

/** Payload of the Q&A `visualRendered` event. */
export interface IQnaVisualRenderedEvent {
  question: string;
  normalizedQuestion?: string;
}

/** Payload of `commandTriggered` for an extension command. */
export interface IVisualCustomCommandEvent {
  visualName: string;
  command: string;
}

/** Payload of `dataSelected`. */
export interface ISelection {
  visual: IVisual;
  page: IPage;
  report: IReport;
  dataPoints: IIdentityValue<IEqualsDataReference>[];
  regions: IIdentityValue<IEqualsDataReference | IBetweenDataReference>[];
  filters: IFilter[];
}

/** Something that can be selected on the canvas. */
export type ISelectable = IVisual;

/** Payload of `selectionChanged` in authoring (the misspelling is the reference's name). */
export interface ICavasItemsSelection extends ISelection {
  selectedItems?: ISelectable[];
}

/** Payload of `swipeStart` / `swipeEnd`. */
export interface ISwipeEvent {
  currentPosition: IPosition;
  startPosition: IPosition;
}

/** A point on the canvas. */
export interface IPosition {
  x: number;
  y: number;
}
