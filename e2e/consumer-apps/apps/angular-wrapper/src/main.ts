import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
// #region readme
import '@org/embed-elements/define'; // registers <pbi-report>, <pbi-dashboard>, … before the app starts
// #endregion
import { AppComponent } from './app.component';
import { ElementsPageComponent } from './elements-page.component';

// `/`: Microsoft's wrapper on our client; `/elements`: the <pbi-report> element of @org/embed-elements.
const root = location.pathname === '/elements' ? ElementsPageComponent : AppComponent;
bootstrapApplication(root, { providers: [provideZonelessChangeDetection()] }).catch((error: unknown) =>
  console.error(error),
);
