import { describe, expect, it } from 'vitest';
import {
  REPORT_EXPIRED,
  REPORT_LOAD_FAILED,
  REPORT_NOT_AUTHORIZED,
  REPORT_NOT_FOUND,
  frameErrorDetail,
  frameFailureDetail,
  problemOfFrameError,
} from '../../src/report/report-problem.ts';

// The IError bodies as the service (and @org/fake-frame) send them.
const expired = { message: 'TokenExpired', detailedMessage: 'Access token has expired', errorCode: '403', level: 6 };
const notFound = { message: 'PowerBIEntityNotFound', detailedMessage: 'Report not found', errorCode: '404', level: 6 };
const notAuthorized = { message: 'PowerBINotAuthorizedException', errorCode: '403', level: 6 };
const loadFailed = { message: 'LoadReportFailed', detailedMessage: 'Fail to initialize', errorCode: '500', level: 6 };
const invalidFilter = { message: 'invalidInput', errorCode: '400', level: 3 };

describe('[V-CALM-02] problemOfFrameError', () => {
  it('names an expired token, a missing report, a refused token and any other failure of a load', () => {
    expect(problemOfFrameError(expired, false)).toBe(REPORT_EXPIRED);
    expect(problemOfFrameError(notFound, false)).toBe(REPORT_NOT_FOUND);
    expect(problemOfFrameError(notAuthorized, false)).toBe(REPORT_NOT_AUTHORIZED);
    expect(problemOfFrameError(loadFailed, false)).toBe(REPORT_LOAD_FAILED);
    expect(problemOfFrameError(undefined, false)).toBe(REPORT_LOAD_FAILED);
  });

  it('before the report has loaded, any error is shown; once it shows, only what stops it', () => {
    expect(problemOfFrameError(invalidFilter, false)).toBe(REPORT_LOAD_FAILED);
    expect(problemOfFrameError(invalidFilter, true)).toBeUndefined();
    expect(problemOfFrameError({ ...notFound, level: 3 }, true)).toBeUndefined();
    expect(problemOfFrameError(expired, true)).toBe(REPORT_EXPIRED);
    expect(problemOfFrameError(loadFailed, true)).toBe(REPORT_LOAD_FAILED);
  });

  it('says it in a short, calm sentence without the service codes', () => {
    for (const problem of [REPORT_EXPIRED, REPORT_NOT_FOUND, REPORT_NOT_AUTHORIZED, REPORT_LOAD_FAILED]) {
      expect(problem.title).toMatch(/^[A-Z][^.]*\.$/);
      expect(`${problem.title} ${problem.hint}`).not.toMatch(/TokenExpired|PowerBI|40\d|50\d/);
    }
  });
});

describe('[V-DAY-01] the technical detail of a report problem', () => {
  it("is the frame's code, message and detailed message, in that order", () => {
    expect(frameErrorDetail(notFound)).toBe('The report frame said: 404 · PowerBIEntityNotFound · Report not found');
    expect(frameErrorDetail({ errorCode: 500 })).toBe('The report frame said: 500');
    expect(frameErrorDetail(undefined)).toBe('The report frame said nothing more.');
  });

  it('names the status of a refused load, and any other failure as it came', () => {
    expect(frameFailureDetail({ statusCode: 500, headers: {}, body: loadFailed })).toBe(
      'The report frame answered the load with status 500 (The report frame said: 500 · LoadReportFailed · Fail to initialize).',
    );
    expect(frameFailureDetail(new Error('boom'))).toBe("The report's load failed: boom");
    expect(frameFailureDetail('refused')).toBe("The report's load failed: refused");
  });
});
