/**
 * What the person reads in the report area when the report frame reports an error: a short,
 * calm sentence and what to do. The frame's error bodies are the service's IError shape
 * (`message`, `detailedMessage`, `errorCode`, `level`); their texts are for logs, not for people.
 */
export interface ReportProblem {
  /** The sentence shown (`This report could not be found.`). */
  title: string;
  /** What the person can do about it. */
  hint: string;
}

/** The fields of an IError the viewer reads; anything else the frame sends is ignored. */
export interface FrameErrorDetail {
  message?: unknown;
  detailedMessage?: unknown;
  errorCode?: unknown;
  level?: unknown;
}

export const REPORT_EXPIRED: ReportProblem = {
  title: 'Your access to this report has expired.',
  hint: 'The viewer is renewing it. If this message stays, reload the page.',
};

export const REPORT_NOT_FOUND: ReportProblem = {
  title: 'This report could not be found.',
  hint: 'It may have been moved or deleted. Choose another dashboard.',
};

export const REPORT_NOT_AUTHORIZED: ReportProblem = {
  title: 'You do not have access to this report.',
  hint: 'Choose another dashboard, or ask your administrator for access.',
};

export const REPORT_LOAD_FAILED: ReportProblem = {
  title: 'The report could not be loaded.',
  hint: 'Choose the dashboard again in a moment, or reload the page.',
};

// models.TraceType.Fatal: the frame gave up on the report.
const FATAL = 6;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The message for a frame `error` event, or undefined when the event does not stop the report:
 * before the report has loaded every error does (it would stay blank); once it shows, only an
 * expired token or a fatal error is worth interrupting the person for.
 */
export function problemOfFrameError(
  detail: FrameErrorDetail | undefined,
  reportShown: boolean,
): ReportProblem | undefined {
  const message = text(detail?.message);
  const code = text(detail?.errorCode);
  if (message === 'TokenExpired') return REPORT_EXPIRED;
  const fatal = detail?.level === undefined || Number(detail.level) >= FATAL;
  if (reportShown && !fatal) return undefined;
  if (/notfound/i.test(message) || code === '404') return REPORT_NOT_FOUND;
  if (message === 'PowerBINotAuthorizedException' || code === '401' || code === '403') return REPORT_NOT_AUTHORIZED;
  return REPORT_LOAD_FAILED;
}

const field = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The frame's error as one line, for the problem's technical details and the console. */
export function frameErrorDetail(detail: FrameErrorDetail | undefined): string {
  const parts = [detail?.errorCode, detail?.message, detail?.detailedMessage].map(field).filter(Boolean);
  return parts.length > 0 ? `The report frame said: ${parts.join(' · ')}` : 'The report frame said nothing more.';
}

/** A request to the frame that failed with nobody to catch it (the load, refused), as one line. */
export function frameFailureDetail(failure: unknown): string {
  if (failure instanceof Error) return `The report's load failed: ${failure.message}`;
  if (failure && typeof failure === 'object' && 'statusCode' in failure) {
    const { statusCode, body } = failure as { statusCode: unknown; body?: FrameErrorDetail };
    const said = body && typeof body === 'object' ? ` (${frameErrorDetail(body)})` : '';
    return `The report frame answered the load with status ${field(statusCode)}${said}.`;
  }
  return `The report's load failed: ${typeof failure === 'string' ? failure : (JSON.stringify(failure) ?? 'no detail')}`;
}
