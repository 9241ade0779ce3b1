// The page of /elements: ReportViewComponent (the README's Angular example) with the token and the
// report URL of the query, and the buttons of the app contract that change them.
import { Component, signal } from '@angular/core';
import { ReportViewComponent } from './report-view.component';

const params = new URLSearchParams(location.search);

@Component({
  selector: 'app-root',
  imports: [ReportViewComponent],
  template: `
    <main>
      <h1>Admissions</h1>
      <button type="button" (click)="accessToken.set('T2')">Change token</button>
      <button type="button" (click)="embedUrl.set(embedUrl2)">Change report</button>
      <app-report-view [embedUrl]="embedUrl()" [accessToken]="accessToken()" />
    </main>
  `,
})
export class ElementsPageComponent {
  protected readonly embedUrl2 = params.get('embedUrl2') ?? '';
  protected readonly accessToken = signal(params.get('token') ?? 'T1');
  protected readonly embedUrl = signal(params.get('embedUrl') ?? '');
}
