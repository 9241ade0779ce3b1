/** A whole HTML page with `head` and `body` (no favicon request, so servers see only what tests load). */
export const htmlPage = (head: string, body = '', title = 'test') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,">${head}</head><body>${body}</body></html>`;

/** `code` as an inline classic `<script>` (a `</script` inside it cannot end the element). */
export const inlineScript = (code: string) => `<script>${code.replace(/<\/script/gi, '<\\/script')}</script>`;

/** The paths at which a frame origin serves the frame page (any query), as the Power BI service names them. */
export const EMBED_PATHS = ['/reportEmbed', '/dashboardEmbed', '/tileEmbed', '/qnaEmbed', '/quickCreate', '/rdlEmbed'];
