import type { TraceType } from '../enums';

/** One `key`/`value` entry of an error's technical details. */
export type KeyValuePair = {
  key: string;
  value: string;
};

/** Diagnostics the frame attaches to an error, for support requests. */
export interface ITechnicalDetails {
  requestId?: string;
  errorInfo?: KeyValuePair[];
}

/** An error from a validator, a failed operation or the frame's `error` event. */
export interface IError {
  message: string;
  detailedMessage?: string;
  errorCode?: string;
  level?: TraceType;
  technicalDetails?: ITechnicalDetails;
}
