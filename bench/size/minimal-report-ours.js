// The smallest useful page: embed one report (size-limit measures this file bundled, min+gzip).
// `EmbedService` with only `Report` is how a report-only page keeps the other embed types out of its bundle;
// `minimal-report-ours-service.js` is the same page with the drop-in `Service`.
// The browser globals of this file (declared for it in .oxlintrc.json): document.
import { EmbedService, Report } from '@org/embed-client';

const powerbi = new EmbedService({ components: [Report] });
const report = powerbi.embed(document.getElementById('report'), {
  type: 'report',
  id: 'R1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'TOKEN',
  tokenType: 1,
});
report.on('loaded', () => console.log('loaded'));
