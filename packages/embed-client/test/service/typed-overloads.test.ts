/**
 * Type-level tests: a literal `type` picks the component class `embed`, `load` and `bootstrap`
 * return, the create methods return theirs, and each class's `on` knows its events. The checks
 * are compile-time (the package's `typecheck` runs over this file); the calls never run.
 */
import type { IError, IQnaVisualRenderedEvent } from '@org/embed-models';
import { describe, expectTypeOf, it } from 'vitest';
import {
  Create,
  Dashboard,
  Embed,
  EmbedService,
  Qna,
  QuickCreate,
  Report,
  Service,
  Tile,
  Visual,
  service,
  type ICustomEvent,
  type Page,
} from '../../src/index';

const el = {} as HTMLElement;
const token = { accessToken: 'T', embedUrl: 'https://app.powerbi.com/x' };

describe('typed overloads', () => {
  it('embed, load and bootstrap return the class of a literal type, Embed otherwise', () => {
    expectTypeOf<Service['embed']>().toBeFunction();
    const _typed = (service: Service) => ({
      report: service.embed(el, { ...token, type: 'report' }),
      visual: service.embed(el, { ...token, type: 'visual', pageName: 'P', visualName: 'V' }),
      dashboard: service.embed(el, { ...token, type: 'dashboard' }),
      tile: service.embed(el, { ...token, type: 'tile', dashboardId: 'D' }),
      qna: service.embed(el, { ...token, type: 'qna', datasetIds: ['S'] }),
      loaded: service.load(el, { ...token, type: 'report' }),
      bootstrapped: service.bootstrap(el, { type: 'dashboard', hostname: 'app.powerbi.com' }),
      untyped: service.embed(el, token),
      noConfig: service.embed(el),
      created: service.createReport(el, { ...token, datasetId: 'S' }),
      quick: service.quickCreate(el, { ...token, datasetCreateConfig: { locale: 'en-US' } }),
    });
    type Typed = ReturnType<typeof _typed>;
    expectTypeOf<Typed['report']>().toEqualTypeOf<Report>();
    expectTypeOf<Typed['visual']>().toEqualTypeOf<Visual>();
    expectTypeOf<Typed['dashboard']>().toEqualTypeOf<Dashboard>();
    expectTypeOf<Typed['tile']>().toEqualTypeOf<Tile>();
    expectTypeOf<Typed['qna']>().toEqualTypeOf<Qna>();
    expectTypeOf<Typed['loaded']>().toEqualTypeOf<Report>();
    expectTypeOf<Typed['bootstrapped']>().toEqualTypeOf<Dashboard>();
    expectTypeOf<Typed['untyped']>().toEqualTypeOf<Embed>();
    expectTypeOf<Typed['noConfig']>().toEqualTypeOf<Embed>();
    expectTypeOf<Typed['created']>().toEqualTypeOf<Create>();
    expectTypeOf<Typed['quick']>().toEqualTypeOf<QuickCreate>();
  });

  it('an EmbedService types its embeds the same way', () => {
    const _typed = (service: EmbedService) => service.embed(el, { ...token, type: 'tile', dashboardId: 'D' });
    expectTypeOf<ReturnType<typeof _typed>>().toEqualTypeOf<Tile>();
  });

  it("each class's on types the event detail of its own events", () => {
    const details = (report: Report, visual: Visual, dashboard: Dashboard, tile: Tile, qna: Qna) => {
      report.on('pageChanged', (event) => expectTypeOf(event.detail.newPage).toEqualTypeOf<Page>());
      visual.on('pageChanged', (event) => expectTypeOf(event.detail.newPage).toEqualTypeOf<Page>());
      dashboard.on('error', (event) => expectTypeOf(event.detail).toEqualTypeOf<IError>());
      dashboard.on('tileClicked', (event) => expectTypeOf(event).toEqualTypeOf<ICustomEvent<unknown>>());
      tile.on('tileLoaded', (event) => expectTypeOf(event).toEqualTypeOf<ICustomEvent<unknown>>());
      qna.on('visualRendered', (event) => expectTypeOf(event.detail).toEqualTypeOf<IQnaVisualRenderedEvent>());
      // Names outside the map fall back to the untyped overload.
      qna.on<{ custom: true }>('custom', (event) => expectTypeOf(event.detail).toEqualTypeOf<{ custom: true }>());
    };
    expectTypeOf(details).toBeFunction();
  });

  it("the service namespace works as powerbi-client's: new service.Service(), and service.Service as a type", () => {
    expectTypeOf(service.Service).toEqualTypeOf<typeof Service>();
    expectTypeOf<service.Service>().toEqualTypeOf<Service>();
    expectTypeOf<service.IServiceConfiguration>().toHaveProperty('requestTimeout');
  });
});
