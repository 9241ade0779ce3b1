import { PAGE_REPORTS_ID } from '../frame/page-reports';

/** What goes into the frame page. */
export interface FramePageOptions {
  /** URL of the frame script (`/fake-frame.global.js` on the server, `./fake-frame.global.js` beside the file). */
  scriptSrc: string;
  /** Extra HTML put in `<head>`, so it runs before the frame script (a message recorder, a stub…). */
  head?: string;
  /** JWKS URL the frame verifies access tokens against (a `<meta name="fake-frame-verify-tokens">`). */
  verifyTokens?: string;
  /** The boot cost every frame served has, as a query string (`bootMs=1200&loadMs=400&renderMs=300`). */
  bootCost?: string;
  /** What the frames do with a report id the estate does not know (`notFound`; `sample` is the default). */
  unknownReports?: string;
  /** Report definitions (validated JSON) the frames serve for their ids, listed in the page for the script. */
  reports?: readonly unknown[];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML of the frame page: an empty body and the frame script, which does the rest. */
export function framePage({
  scriptSrc,
  head = '',
  verifyTokens,
  bootCost,
  unknownReports,
  reports,
}: FramePageOptions): string {
  const verify = verifyTokens
    ? `<meta name="fake-frame-verify-tokens" content="${escapeAttribute(verifyTokens)}">\n`
    : '';
  const unknown = unknownReports
    ? `<meta name="fake-frame-unknown-reports" content="${escapeAttribute(unknownReports)}">\n`
    : '';
  // JSON in a script element: `<` escaped, so no text of a definition can end the element.
  const definitions = reports?.length
    ? `<script type="application/json" id="${PAGE_REPORTS_ID}">${JSON.stringify(reports).replace(/</g, '\\u003c')}</script>\n`
    : '';
  const cost = bootCost ? `<meta name="fake-frame-boot-cost" content="${escapeAttribute(bootCost)}">\n` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Report (fake Power BI frame)</title>
${verify}${cost}${unknown}${definitions}${head}
</head>
<body style="margin:0">
<script src="${escapeAttribute(scriptSrc)}"></script>
</body>
</html>
`;
}
