// The minimal report page written with <pbi-report> of @org/embed-elements: the same report, token and
// `loaded` handler as minimal-report-ours-service.js (the imperative Service page), set from script.
// The browser globals of this file (declared for it in .oxlintrc.json): document.
import { defineEmbedElements } from '@org/embed-elements';

defineEmbedElements();
const report = document.createElement('pbi-report');
report.setAttribute('report-id', 'R1');
report.setAttribute('embed-url', 'https://app.powerbi.com/reportEmbed?reportId=R1');
report.setAttribute('token-type', 'embed');
report.accessToken = 'TOKEN';
report.addEventListener('loaded', () => console.log('loaded'));
document.getElementById('report').append(report);
