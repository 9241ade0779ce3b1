// An Angular standalone component with the <pbi-report> element of @org/embed-elements.
// CUSTOM_ELEMENTS_SCHEMA lets the template use the element; [accessToken] and [settings] set its
// properties, [attr.…] its attributes, (loaded) and (pageChanged) listen to its DOM events. A new
// token, settings or page name is an update of the embedded report, a new embed URL a new load.
import { CUSTOM_ELEMENTS_SCHEMA, Component, input, signal } from '@angular/core';
import type { PbiReportEventMap } from '@org/embed-elements';

@Component({
  selector: 'app-report-view',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <button type="button" (click)="toggleFilterPane()">Filter pane</button>
    <button type="button" (click)="pageName.set('ReportSection3')">Readmissions</button>
    <pbi-report
      title="Admissions report"
      token-type="embed"
      [attr.embed-url]="embedUrl()"
      [accessToken]="accessToken()"
      [settings]="settings()"
      [attr.page-name]="pageName()"
      (loaded)="log($event)"
      (rendered)="log($event)"
      (error)="log($event)"
      (pageChanged)="onPageChanged($event)"
    ></pbi-report>
    <p>Page: {{ page() }}</p>
    <ol aria-label="Report events">
      @for (name of events(); track $index) {
        <li>{{ name }}</li>
      }
    </ol>
  `,
  styles: 'pbi-report { display: block; height: 480px; }',
})
export class ReportViewComponent {
  readonly embedUrl = input.required<string>();
  readonly accessToken = input.required<string>();

  protected readonly settings = signal({ panes: { filters: { visible: false } } });
  protected readonly pageName = signal<string | null>(null);
  protected readonly page = signal('');
  protected readonly events = signal<string[]>([]);

  protected log(event: Event): void {
    this.events.update((names) => [...names, event.type]);
  }

  protected onPageChanged(event: PbiReportEventMap['pageChanged']): void {
    this.log(event);
    const { newPage } = event.detail;
    this.page.set(newPage.displayName ?? newPage.name);
  }

  protected toggleFilterPane(): void {
    this.settings.update(({ panes }) => ({ panes: { filters: { visible: !panes.filters.visible } } }));
  }
}
