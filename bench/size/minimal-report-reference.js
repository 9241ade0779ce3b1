// The same page built with powerbi-client 2.22.4 (importing it creates window.powerbi).
// The browser globals of this file (declared for it in .oxlintrc.json): window, document.
import 'powerbi-client';

const report = window.powerbi.embed(document.getElementById('report'), {
  type: 'report',
  id: 'R1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'TOKEN',
  tokenType: 1,
});
report.on('loaded', () => console.log('loaded'));
