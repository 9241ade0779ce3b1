// The same React page with powerbi-client-react 1.4.0, which brings powerbi-client 2.22.4 and
// lodash.isequal (React and ReactDOM left out, as in `react-report-ours.js`).
// The browser globals of this file (declared for it in .oxlintrc.json): document.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { PowerBIEmbed } from 'powerbi-client-react';

const embedConfig = {
  type: 'report',
  id: 'R1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'TOKEN',
  tokenType: 1,
};

createRoot(document.getElementById('root')).render(
  createElement(PowerBIEmbed, {
    embedConfig,
    cssClassName: 'report',
    eventHandlers: new Map([['loaded', () => console.log('loaded')]]),
  }),
);
