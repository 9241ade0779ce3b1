// C-HOST-05: the configuration rules of every embed type (`populateConfig`, `configChanged`,
// `validate`, `getId`), run in plain Node: the component is given a fake host (the part of a service
// a component asks for) and a fake container. The host's frames feature never creates the frame,
// so no DOM is needed; the wire side of the same rules is covered by the browser suites.
import { describe, expect, it } from 'vitest';
import type { IEmbedConfigurationBase } from '../../src/configurations';
import { Create } from '../../src/embeds/create';
import { Dashboard } from '../../src/embeds/dashboard';
import type { Embed } from '../../src/embeds/embed';
import { Qna } from '../../src/embeds/qna';
import { QuickCreate } from '../../src/embeds/quick-create';
import { Report } from '../../src/embeds/report';
import { Tile } from '../../src/embeds/tile';
import { Visual } from '../../src/embeds/visual';
import { EmbedError } from '../../src/embed-error';
import { fakeElement, fakeHost, thrown } from '../host/fake-host';
import type { EmbedService } from '../../src/service/embed-service';

type Built = new (service: EmbedService, element: HTMLElement, config: IEmbedConfigurationBase) => Embed;

function build<T extends Embed>(
  Type: Built,
  config: IEmbedConfigurationBase,
  attributes?: Record<string, string>,
  host = fakeHost(),
) {
  return new Type(host, fakeElement(attributes), config) as T;
}

const reportUrl = 'https://app.powerbi.com/reportEmbed?reportId=R1&groupId=G1';
const report = { type: 'report', embedUrl: reportUrl, accessToken: 'T', tokenType: 1 } as IEmbedConfigurationBase;

describe('[C-HOST-05] configuration rules in Node, with a fake host', () => {
  it('[C-HOST-05] report: id and group from the embed URL, uid, flags from the container, locale in the URL, frame left to the host', () => {
    const host = fakeHost();
    const embed = build<Report>(
      Report,
      { ...report, settings: { localeSettings: { language: 'de', formatLocale: 'de-AT' } } } as IEmbedConfigurationBase,
      { 'powerbi-settings-filter-pane-enabled': 'false', 'powerbi-name': 'mine' },
      host,
    );
    expect(embed.config.id).toBe('R1');
    expect(embed.config.groupId).toBe('G1');
    expect(embed.config.uniqueId).toBe('mine');
    expect(embed.config.embedUrl).toBe(`${reportUrl}&language=de&formatLocale=de-AT`);
    expect(embed.config.settings).toMatchObject({ filterPaneEnabled: false, navContentPaneEnabled: undefined });
    expect(embed.loadPath).toBe('/report/load');
    expect(embed.iframe).toBeUndefined();
    expect(host.features.frames.defer).toHaveBeenCalledTimes(1);
  });

  it('[C-HOST-05] report: the id from the container attribute, the token from the container or the host, each required', () => {
    const fromAttributes = build<Report>(
      Report,
      { type: 'report', embedUrl: 'https://app.powerbi.com/reportEmbed', tokenType: 1 } as IEmbedConfigurationBase,
      { 'powerbi-report-id': 'R2', 'powerbi-access-token': 'T2' },
    );
    expect(fromAttributes.config.id).toBe('R2');
    expect(fromAttributes.config.accessToken).toBe('T2');
    const fromHost = build<Report>(Report, { ...report, accessToken: undefined }, {}, fakeHost({ accessToken: 'H' }));
    expect(fromHost.config.accessToken).toBe('H');

    expect((thrown(() => build(Report, { ...report, accessToken: undefined })) as Error).message).toMatch(
      /^No access token was found for element\./,
    );
    expect(
      (thrown(() => build(Report, { ...report, embedUrl: 'https://app.powerbi.com/reportEmbed' })) as Error).message,
    ).toBe(
      "Report id is required, but it was not found. You must provide an id either as part of embed configuration or as attribute 'powerbi-report-id'.",
    );
    expect((thrown(() => build(Report, { ...report, embedUrl: undefined })) as Error).message).toMatch(
      /^Embed Url is required, but it was not found\./,
    );
  });

  it('[C-HOST-05] report: the validator refuses with its IError[], or an EmbedError InvalidConfiguration with errors: typed', () => {
    const config = { ...report, tokenType: 7 } as unknown as IEmbedConfigurationBase;
    const reference = thrown(() => build(Report, config));
    expect(Array.isArray(reference)).toBe(true);
    expect((reference as { message: string }[])[0].message).toMatch(/tokenType/);
    const typed = thrown(() => build(Report, config, {}, fakeHost({ errors: 'typed' })));
    expect(typed).toBeInstanceOf(EmbedError);
    expect(typed).toMatchObject({ code: 'InvalidConfiguration', detail: reference });
  });

  it('[C-HOST-05] an auto-auth embed URL and a hook that is not a function are refused before anything else', () => {
    expect((thrown(() => build(Report, { ...report, embedUrl: reportUrl + '&autoAuth=true' })) as Error).message).toBe(
      'Embed URL is invalid for this scenario. Please use Power BI REST APIs to get the valid URL',
    );
    const typed = thrown(() =>
      build(Report, { ...report, eventHooks: { preQuery: 1 } } as never, {}, fakeHost({ errors: 'typed' })),
    );
    expect(typed).toMatchObject({
      name: 'EmbedError',
      code: 'InvalidArgument',
      message: 'preQuery must be a function',
    });
    const hooked = build<Report>(Report, {
      ...report,
      eventHooks: { applicationContextProvider: () => ({}) },
    } as IEmbedConfigurationBase);
    expect(hooked.config.embedUrl).toBe(reportUrl + '&registerQueryCallback=true');
    expect(hooked.config).not.toHaveProperty('eventHooks');
  });

  it('[C-HOST-05] dashboard: id from the config, the container or the URL; pageView checked', () => {
    const url = 'https://app.powerbi.com/dashboardEmbed?dashboardId=D1';
    const base = { type: 'dashboard', embedUrl: url, accessToken: 'T', tokenType: 1 } as IEmbedConfigurationBase;
    expect(build<Dashboard>(Dashboard, base).config.id).toBe('D1');
    expect(
      build<Dashboard>(
        Dashboard,
        { ...base, embedUrl: 'https://app.powerbi.com/dashboardEmbed' },
        {
          'powerbi-dashboard-id': 'D2',
        },
      ).config.id,
    ).toBe('D2');
    expect(build(Dashboard, base).loadPath).toBe('/dashboard/load');
    expect(thrown(() => build(Dashboard, { ...base, pageView: 'wide' } as IEmbedConfigurationBase))).toEqual([
      {
        message: 'pageView must be a string with one of the following values: "actualSize", "fitToWidth", "oneColumn"',
      },
    ]);
  });

  it('[C-HOST-05] tile: id from the URL, else refused', () => {
    const base = {
      type: 'tile',
      embedUrl: 'https://app.powerbi.com/embed?dashboardId=D1&tileId=T1',
      accessToken: 'T',
      tokenType: 1,
      dashboardId: 'D1',
    } as IEmbedConfigurationBase;
    expect(build<Tile>(Tile, base).config.id).toBe('T1');
    expect(
      (thrown(() => build(Tile, { ...base, embedUrl: 'https://app.powerbi.com/embed?dashboardId=D1' })) as Error)
        .message,
    ).toBe('Tile id is required, but it was not found. You must provide an id either as part of embed configuration.');
  });

  it('[C-HOST-05] Q&A: no id, its own validator', () => {
    const base = {
      type: 'qna',
      embedUrl: 'https://app.powerbi.com/qnaEmbed',
      accessToken: 'T',
      tokenType: 1,
      datasetIds: ['DS1'],
      viewMode: 0,
    } as IEmbedConfigurationBase;
    const qna = build<Qna>(Qna, base);
    expect(qna.getId()).toBeNull();
    expect(qna.loadPath).toBe('/qna/load');
    expect(thrown(() => build(Qna, { ...base, datasetIds: undefined } as IEmbedConfigurationBase))).toEqual([
      { message: 'datasetIds is required' },
    ]);
  });

  it('[C-HOST-05] visual: a report embed whose id and settings come as a report’s', () => {
    const visual = build<Visual>(Visual, {
      ...report,
      type: 'visual',
      pageName: 'P1',
      visualName: 'V1',
    } as IEmbedConfigurationBase);
    expect(visual.config.id).toBe('R1');
    expect(visual.config.settings).toMatchObject({ filterPaneEnabled: undefined });
  });

  it('[C-HOST-05] create and quick create: the creation config the frame receives, checked when it is posted', () => {
    const url = 'https://app.powerbi.com/reportEmbed?datasetId=DS1';
    const create = build<Create>(Create, {
      type: 'create',
      embedUrl: url,
      accessToken: 'T',
      tokenType: 1,
      theme: { themeJson: {} },
    } as IEmbedConfigurationBase);
    expect(Object.keys(create.createConfig)).toEqual([
      'accessToken',
      'datasetId',
      'groupId',
      'settings',
      'tokenType',
      'theme',
    ]);
    expect(create.createConfig).toMatchObject({ accessToken: 'T', datasetId: 'DS1', tokenType: 1 });
    // A creation is checked when its frame asks for it, not when it is built.
    expect(build(Create, { type: 'create', embedUrl: url, accessToken: 'T', tokenType: 9 } as never)).toBeInstanceOf(
      Create,
    );
    const quick = build<QuickCreate>(QuickCreate, {
      type: 'quickCreate',
      embedUrl: 'https://app.powerbi.com/quickCreate',
      accessToken: 'T',
      tokenType: 1,
      datasetCreateConfig: {},
    } as IEmbedConfigurationBase);
    expect(quick.createConfig).toBe(quick.config);
    expect(quick.getId()).toBeNull();
  });

  it('[C-HOST-05] a bootstrap takes the default embed URL of its hostname, and refuses plain HTTP', () => {
    const host = fakeHost();
    const Bootstrapped = Report as unknown as new (...args: unknown[]) => Report;
    const bootstrapped = new Bootstrapped(
      host,
      fakeElement(),
      { type: 'report', hostname: 'app.contoso.com' },
      false,
      true,
    );
    expect(bootstrapped.config.embedUrl).toBe('https://app.contoso.com/reportEmbed');
    expect(bootstrapped.config.bootstrapped).toBe(true);
    expect(bootstrapped.config.id).toBeUndefined();
    expect(
      (
        thrown(
          () => new Bootstrapped(host, fakeElement(), { type: 'report', hostname: 'http://x' }, false, true),
        ) as Error
      ).message,
    ).toBe('HTTP is not allowed. HTTPS is required');
  });
});
