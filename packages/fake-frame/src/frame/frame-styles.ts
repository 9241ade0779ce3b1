/**
 * The frame's stylesheet, injected once so the script works on any page without a CSS file. A calm,
 * light palette on the viewer's teal; a report fills the frame (header, page tabs, then the page,
 * whose visuals take their share of the space left) and its visuals scroll inside when they hold
 * more than fits. Text is never drawn below 12 px.
 */
export const FRAME_STYLES = `
.ff-root{--ff-primary:#0f766e;--ff-primary-strong:#115e59;--ff-surface:#fff;--ff-canvas-bg:#f4f8fb;--ff-text:#1f2937;--ff-muted:#4b5563;--ff-line:#d7e3ea;--ff-accent-bg:#e6f4f1;
  font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ff-fg,var(--ff-text));background:var(--ff-canvas-bg);min-height:100vh;box-sizing:border-box;padding:12px 16px;margin:0;-webkit-font-smoothing:antialiased}
.ff-root *{box-sizing:border-box}
.ff-root.ff-fit{height:100vh;display:flex;flex-direction:column;gap:10px;overflow:hidden}
.ff-transparent{background:transparent}
.ff-header{display:flex;align-items:center;flex-wrap:wrap;gap:8px 16px;min-height:32px}
.ff-title{font-size:18px;line-height:1.3;margin:0;font-weight:600;color:var(--ff-text)}
.ff-mode{font-size:12px;font-weight:600;color:var(--ff-primary-strong);background:var(--ff-accent-bg);border-radius:999px;padding:2px 10px}
.ff-body{flex:1;min-height:0;display:flex;gap:12px}
.ff-nav{margin-left:auto}
.ff-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px}
.ff-nav button{font:inherit;font-size:14px;color:var(--ff-muted);background:transparent;border:0;border-bottom:3px solid transparent;border-radius:6px 6px 0 0;padding:6px 12px;cursor:pointer}
.ff-nav button:hover{color:var(--ff-primary-strong);background:var(--ff-accent-bg)}
.ff-nav button[aria-current]{color:var(--ff-primary-strong);border-bottom-color:var(--ff-primary);font-weight:600}
.ff-nav button:focus-visible,.ff-bars rect:focus-visible,.ff-tile:focus-visible{outline:3px solid var(--ff-primary);outline-offset:2px}
.ff-canvas{flex:1;min-width:0;min-height:0;display:flex;flex-direction:column}
.ff-page-title{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;margin:0}
.ff-page{position:relative;width:100%;flex:1;min-height:0;background:var(--ff-bg,transparent)}
.ff-page>.ff-visual{position:absolute}
.ff-visual{background:var(--ff-bg,var(--ff-surface));border:1px solid var(--ff-line);border-radius:10px;padding:10px 14px;overflow:auto;display:flex;flex-direction:column;box-shadow:0 1px 2px rgb(15 23 42 / 5%)}
.ff-visual[hidden]{display:none}
.ff-visual.ff-no-background{background:transparent}
.ff-visual.ff-border{border:1px solid var(--ff-muted)}
.ff-empty-visual{color:var(--ff-muted);font-size:13px;margin:0}
.ff-visual h3{font-size:14px;line-height:1.3;margin:0 0 8px;font-weight:600;color:var(--ff-text);flex:none}
.ff-card{display:flex;flex-direction:column;justify-content:center;flex:1;min-height:0}
.ff-card-value{font-size:clamp(26px,2.6vw,40px);line-height:1.15;font-weight:600;margin:0;color:var(--ff-accent,var(--ff-primary))}
.ff-card-label{margin:4px 0 0;color:var(--ff-muted);font-size:14px}
.ff-bars{display:grid;grid-template-columns:auto minmax(40px,1fr) auto;grid-auto-rows:minmax(24px,auto);align-items:center;align-content:space-evenly;column-gap:10px;row-gap:4px;font-size:13px;flex:1 1 auto;min-height:min-content}
.ff-bar-label{color:var(--ff-text);text-align:right;overflow-wrap:normal;min-width:0;max-width:16em}
.ff-bar-value{color:var(--ff-muted);font-variant-numeric:tabular-nums;white-space:nowrap}
.ff-bar-track{display:block;width:100%;height:20px;overflow:visible}
.ff-bars rect{fill:var(--ff-accent,var(--ff-primary));cursor:pointer}
.ff-bars rect:hover,.ff-bars rect:focus{fill:var(--ff-primary-strong);outline:none}
.ff-table-wrap{flex:1;min-height:0;overflow:auto}
.ff-table{border-collapse:separate;border-spacing:0;width:100%;font-size:13px;font-variant-numeric:tabular-nums}
.ff-table th,.ff-table td{padding:5px 10px;border-bottom:1px solid var(--ff-line);text-align:right}
.ff-table td{white-space:nowrap}
.ff-table thead th{position:sticky;top:0;background:var(--ff-bg,var(--ff-surface));color:var(--ff-muted);font-weight:600;z-index:1}
.ff-table th:first-child{text-align:left}
.ff-table tbody th{font-weight:500;color:var(--ff-text)}
.ff-table tbody tr:nth-child(even){background:#f8fbfc}
.ff-filters{width:220px;flex:none;background:var(--ff-surface);border:1px solid var(--ff-line);border-radius:10px;padding:10px 14px;font-size:13px;overflow:auto}
.ff-filters h2{font-size:14px;margin:0 0 6px}
.ff-filters ul{margin:0;padding-left:16px}
.ff-tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));grid-auto-rows:minmax(220px,auto);gap:12px;margin-top:12px}
.ff-tile{cursor:pointer}
.ff-tile>.ff-visual{height:100%}
.ff-slicer{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:2px;font-size:14px}
.ff-slicer label{display:flex;align-items:flex-start;gap:8px;padding:4px 2px;border-radius:6px;cursor:pointer;overflow-wrap:normal}
.ff-slicer label:hover{background:var(--ff-accent-bg)}
.ff-slicer input{accent-color:var(--ff-primary);margin:3px 0 0;flex:none}
.ff-command{font:inherit;font-size:13px;margin-top:6px;align-self:flex-start}
.ff-question{font:inherit;width:100%;padding:8px 12px;margin:8px 0;border:1px solid var(--ff-line);border-radius:8px}
.ff-status{font-size:13px;color:var(--ff-muted);margin:6px 0}
.ff-failed{margin:auto;max-width:32em;text-align:center;color:var(--ff-text);background:var(--ff-surface);border:1px solid var(--ff-line);border-radius:10px;padding:20px 24px}
.ff-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;margin:0;padding:0}
.ff-kind{font-size:12px;color:var(--ff-muted)}
.ff-parameters{width:220px;flex:none;display:flex;flex-direction:column;gap:10px;background:var(--ff-surface);border:1px solid var(--ff-line);border-radius:10px;padding:10px 14px;font-size:13px;overflow:auto}
.ff-parameters h2{font-size:14px;margin:0}
.ff-parameter{display:flex;flex-direction:column;gap:4px}
.ff-parameters select,.ff-parameters button,.ff-page-bar button{font:inherit;font-size:13px}
.ff-paginated-sheet{flex:1;min-width:0;display:flex;flex-direction:column;gap:8px}
.ff-page-bar{display:flex;align-items:center;gap:6px}
.ff-paginated{flex:1;overflow:auto;background:var(--ff-surface);border:1px solid var(--ff-line);border-radius:8px;padding:12px}
.ff-paginated-rows{border-collapse:collapse;width:100%;font-size:13px}
.ff-paginated-rows th,.ff-paginated-rows td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--ff-line)}
`;
