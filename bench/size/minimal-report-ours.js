// The smallest useful page: embed one report (size-limit measures this file bundled, min+gzip).
/* global document */
import { Service } from '@org/embed-client';

const powerbi = new Service();
const report = powerbi.embed(document.getElementById('report'), {
  type: 'report',
  id: 'R1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'TOKEN',
  tokenType: 1,
});
report.on('loaded', () => console.log('loaded'));
