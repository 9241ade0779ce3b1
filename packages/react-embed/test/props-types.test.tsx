/**
 * Type-level tests of the public props: `tsc -p packages/react-embed` checks this file; the
 * elements are created but never rendered.
 */
import type { Embed, ICustomEvent, IReportEmbedConfiguration, Page } from '@org/embed-client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  EmbedComponent,
  EmbedType,
  PowerBIEmbed,
  type EmbedProps,
  type EventHandler,
  type EventHandlers,
} from '../src/index.ts';

const report: IReportEmbedConfiguration = {
  type: 'report',
  id: 'R1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'T1',
};

describe('EmbedProps types', () => {
  it('accepts handlers as a Map (as in powerbi-client-react), typed as the event and the embed', () => {
    const _element = (
      <EmbedComponent
        embedConfig={report}
        eventHandlers={
          new Map([
            [
              'loaded',
              (event, embed) => {
                expectTypeOf(event).toEqualTypeOf<ICustomEvent<any>>(); // eslint-disable-line @typescript-eslint/no-explicit-any
                expectTypeOf(embed).toEqualTypeOf<Embed>();
              },
            ],
          ])
        }
      />
    );
    // A Map typed with the reference's EventHandler, and handlers that return something.
    const referenceMap = new Map<string, EventHandler>([['loaded', () => undefined]]);
    const _reference = <PowerBIEmbed embedConfig={report} eventHandlers={referenceMap} />;
    const _returning = <EmbedComponent embedConfig={report} eventHandlers={new Map([['loaded', () => 1]])} />;
    const _none = <EmbedComponent embedConfig={report} eventHandlers={new Map([['loaded', null]])} />;
  });

  it('accepts handlers as an object, the detail typed by event name', () => {
    const handlers: EventHandlers = {
      error: (event) => expectTypeOf(event.detail.message).toEqualTypeOf<string>(),
      pageChanged: (event, embed) => {
        expectTypeOf(event.detail.newPage).toEqualTypeOf<Page>();
        expectTypeOf(embed).toEqualTypeOf<Embed>();
      },
      tileClicked: null,
      // Any other name compiles (it is logged as invalid at run time).
      somethingElse: (event) => event.detail,
    };
    const _element = <EmbedComponent embedConfig={report} eventHandlers={handlers} />;
    // @ts-expect-error: an error event's detail is an IError, not a number
    const _wrong: EventHandlers = { error: (event: ICustomEvent<number>) => event.detail };
  });

  it('types embedConfig and the other props', () => {
    const _dashboard = <EmbedComponent embedConfig={{ type: EmbedType.Dashboard, dashboardId: 'D1' }} />;
    const _create = <EmbedComponent embedConfig={{ type: EmbedType.Create, datasetId: 'S1', embedUrl: 'u' }} />;
    const _all = (
      <EmbedComponent
        embedConfig={report}
        cssClassName="report"
        phasedEmbedding
        title="Admissions report"
        style={{ height: 600 }}
        getEmbeddedComponent={(embed) => expectTypeOf(embed).toEqualTypeOf<Embed>()}
      />
    );
    // @ts-expect-error: embedConfig is required
    const _missing = <EmbedComponent />;
    // @ts-expect-error: a number is no config
    const _number = <EmbedComponent embedConfig={42} />;
    // @ts-expect-error: cssClassName is a string
    const _className = <EmbedComponent embedConfig={report} cssClassName={1} />;
    expectTypeOf<EmbedProps['service']>().toEqualTypeOf<import('@org/embed-client').Service | undefined>();
  });

  it('EmbedType has the values of powerbi-client-react', () => {
    expect({ ...EmbedType }).toEqual({
      Create: 'create',
      Report: 'report',
      Dashboard: 'dashboard',
      Tile: 'tile',
      Qna: 'qna',
      Visual: 'visual',
    });
  });
});
