/**
 * The elements' types, checked by the compiler (`pnpm --filter @org/embed-elements typecheck`
 * compiles this file; `expectTypeOf` does nothing at run time): SDK events through the global
 * `HTMLElementEventMap`, each element's own map (where `error` is the SDK's), the tag names.
 */
import type {
  Dashboard,
  models,
  Page,
  Report,
  TokenRefreshedDetail,
  TokenRefreshFailedDetail,
} from '@org/embed-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { PbiDashboardElement, PbiQnaElement, PbiReportElement, PbiTileElement } from '../src/index';

describe('types', () => {
  it('[E-EVENT-02] SDK events are typed on any element through HTMLElementEventMap', () => {
    const check = (el: HTMLElement) => {
      el.addEventListener('pageChanged', (event) => {
        expectTypeOf(event).toExtend<CustomEvent>();
        expectTypeOf(event.detail.newPage).toEqualTypeOf<Page>();
      });
      el.addEventListener('dataSelected', (event) => expectTypeOf(event.detail).toEqualTypeOf<models.ISelection>());
      el.addEventListener('loaded', (event) => expectTypeOf(event.detail).toBeUnknown());
      el.addEventListener('tileClicked', (event) => expectTypeOf(event).toExtend<CustomEvent>());
      el.addEventListener('tokenRefreshed', (event) =>
        expectTypeOf(event.detail).toEqualTypeOf<TokenRefreshedDetail>(),
      );
      el.addEventListener('tokenRefreshFailed', (event) =>
        expectTypeOf(event.detail).toEqualTypeOf<TokenRefreshFailedDetail>(),
      );
      // The DOM's own events keep their types on other elements.
      el.addEventListener('error', (event) => expectTypeOf(event).toEqualTypeOf<ErrorEvent>());
      el.addEventListener('keydown', (event) => expectTypeOf(event).toEqualTypeOf<KeyboardEvent>());
      expectTypeOf<HTMLElementEventMap['rendered']>().toEqualTypeOf<CustomEvent<unknown>>();
    };
    expectTypeOf(check).toBeFunction();
  });

  it("[E-EVENT-02] each element's events, the SDK's error included; the tag names give the element types", () => {
    const check = (report: PbiReportElement, qna: PbiQnaElement) => {
      report.addEventListener('error', (event) => {
        expectTypeOf(event.detail).toEqualTypeOf<models.IError>();
        expectTypeOf(this).toEqualTypeOf<undefined>();
      });
      report.addEventListener('pageChanged', function (event) {
        expectTypeOf(this).toEqualTypeOf<PbiReportElement>();
        expectTypeOf(event.detail.newPage).toEqualTypeOf<Page>();
      });
      report.addEventListener('keydown', (event) => expectTypeOf(event).toEqualTypeOf<KeyboardEvent>());
      qna.addEventListener('visualRendered', (event) =>
        expectTypeOf(event.detail).toEqualTypeOf<models.IQnaVisualRenderedEvent>(),
      );
      expectTypeOf(report.ready).toEqualTypeOf<Promise<Report>>();
      expectTypeOf(report.report).toEqualTypeOf<Report | undefined>();
      expectTypeOf(document.createElement('pbi-report')).toEqualTypeOf<PbiReportElement>();
      expectTypeOf(document.querySelector('pbi-tile')).toEqualTypeOf<PbiTileElement | null>();
      const dashboard = document.createElement('pbi-dashboard');
      expectTypeOf(dashboard).toEqualTypeOf<PbiDashboardElement>();
      expectTypeOf(dashboard.embed).toEqualTypeOf<Dashboard | undefined>();
      // @ts-expect-error a report element has no tile id
      void report.tileId;
    };
    expectTypeOf(check).toBeFunction();
  });
});
