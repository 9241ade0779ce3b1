// The page the powerbi-client documentation shows, written against @org/embed-client as a drop-in
// user ships it: the same three names, the factories, one report with `models.TokenType.Embed`
// (C-SIZE-02; `documented-service-reference.js` is the same page on powerbi-client 2.22.4).
// The browser globals of this file (declared for it in .oxlintrc.json): document.
import { service, factories, models } from '@org/embed-client';

const powerbi = new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);
const report = powerbi.embed(document.getElementById('report'), {
  type: 'report',
  id: 'R1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'TOKEN',
  tokenType: models.TokenType.Embed,
});
report.on('loaded', () => console.log('loaded'));
