// The page the powerbi-client documentation shows, on powerbi-client 2.22.4: `import { service, factories, models }`,
// a Service built from the factories, one report with `models.TokenType.Embed` (the reference of C-SIZE-02;
// `documented-service-ours.js` is the same page on @org/embed-client).
// The browser globals of this file (declared for it in .oxlintrc.json): document.
import { service, factories, models } from 'powerbi-client';

const powerbi = new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);
const report = powerbi.embed(document.getElementById('report'), {
  type: 'report',
  id: 'R1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'TOKEN',
  tokenType: models.TokenType.Embed,
});
report.on('loaded', () => console.log('loaded'));
