// The minimal report page written with the drop-in `Service`, which knows every embed type (informational).
// The browser globals of this file (declared for it in .oxlintrc.json): document.
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
