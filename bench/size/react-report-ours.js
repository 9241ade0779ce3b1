// A React page that embeds one report with @org/react-embed (size-limit bundles it, min+gzip, with
// React and ReactDOM left out: every React page pays for those whichever wrapper it uses).
// `react-report-reference.js` is the same page with powerbi-client-react 1.4.0.
// The browser globals of this file (declared for it in .oxlintrc.json): document.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { EmbedComponent } from '@org/react-embed';

const embedConfig = {
  type: 'report',
  id: 'R1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'TOKEN',
  tokenType: 1,
};

createRoot(document.getElementById('root')).render(
  createElement(EmbedComponent, {
    embedConfig,
    cssClassName: 'report',
    eventHandlers: new Map([['loaded', () => console.log('loaded')]]),
  }),
);
