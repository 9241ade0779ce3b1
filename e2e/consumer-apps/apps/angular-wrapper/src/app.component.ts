// A page as an Angular team writes it with Microsoft's powerbi-client-angular, following its sample:
// imports from 'powerbi-client' (aliased to @org/embed-client by tsconfig paths only), the
// report's config in a signal, event handlers in a Map, the embedded report kept from the
// wrapper's getReport(), and buttons that change the token and the report.
import { Component, computed, signal, viewChild, type AfterViewInit } from '@angular/core';
import { PowerBIEmbedModule, PowerBIReportEmbedComponent } from 'powerbi-client-angular';
import { models, type Embed, type IReportEmbedConfiguration, type Report, type service } from 'powerbi-client';

const params = new URLSearchParams(location.search);
const events: string[] = [];
const fixture: { events: string[]; report?: Report } = { events };
Object.assign(window, { fixture });

const record = (name: string) => (_event?: service.ICustomEvent<unknown>, embed?: Embed) => {
  if (embed) fixture.report = embed as Report;
  events.push(name);
};

@Component({
  selector: 'app-root',
  imports: [PowerBIEmbedModule],
  template: `
    <main>
      <h1>Admissions</h1>
      <button type="button" (click)="accessToken.set('T2')">Change token</button>
      <button type="button" (click)="embedUrl.set(embedUrl2)">Change report</button>
      <powerbi-report [embedConfig]="reportConfig()" [eventHandlers]="eventHandlers" cssClassName="report" />
    </main>
  `,
})
export class AppComponent implements AfterViewInit {
  protected readonly embedUrl2 = params.get('embedUrl2') ?? '';
  protected readonly accessToken = signal(params.get('token') ?? 'T1');
  protected readonly embedUrl = signal(params.get('embedUrl') ?? '');
  protected readonly reportConfig = computed<IReportEmbedConfiguration>(() => ({
    type: 'report',
    embedUrl: this.embedUrl(),
    accessToken: this.accessToken(),
    tokenType: models.TokenType.Embed,
    settings: { panes: { filters: { visible: false } } },
  }));
  protected readonly eventHandlers = new Map<string, (event?: service.ICustomEvent<unknown>, embed?: Embed) => void>([
    ['loaded', record('loaded')],
    ['rendered', record('rendered')],
    ['pageChanged', record('pageChanged')],
    ['error', record('error')],
  ]);
  private readonly reportComponent = viewChild.required(PowerBIReportEmbedComponent);

  ngAfterViewInit(): void {
    // The wrapper embeds in its own ngAfterViewInit, which runs before this one.
    fixture.report = this.reportComponent().getReport();
  }
}
