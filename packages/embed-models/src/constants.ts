// Plain objects rather than enums, typed with `string` members as powerbi-models types them, so
// code that widens or compares these values keeps compiling unchanged.

/** `errorCode` values the frame reports, e.g. in the `error` event. */
export const CommonErrorCodes: {
  TokenExpired: string;
  NotFound: string;
  InvalidParameters: string;
  LoadReportFailed: string;
  NotAuthorized: string;
  FailedToLoadModel: string;
} = {
  TokenExpired: 'TokenExpired',
  NotFound: 'PowerBIEntityNotFound',
  InvalidParameters: 'Invalid parameters',
  LoadReportFailed: 'LoadReportFailed',
  NotAuthorized: 'PowerBINotAuthorizedException',
  FailedToLoadModel: 'ExplorationContainer_FailedToLoadModel_DefaultDetails',
};

/** Text alignment values accepted by visual properties. */
export const TextAlignment: { Left: string; Center: string; Right: string } = {
  Left: 'left',
  Center: 'center',
  Right: 'right',
};

/** Legend position values accepted by visual properties. */
export const LegendPosition: {
  Top: string;
  Bottom: string;
  Right: string;
  Left: string;
  TopCenter: string;
  BottomCenter: string;
  RightCenter: string;
  LeftCenter: string;
} = {
  Top: 'Top',
  Bottom: 'Bottom',
  Right: 'Right',
  Left: 'Left',
  TopCenter: 'TopCenter',
  BottomCenter: 'BottomCenter',
  RightCenter: 'RightCenter',
  LeftCenter: 'LeftCenter',
};
