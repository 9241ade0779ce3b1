/** The frame's stylesheet, injected once so the script works on any page without a CSS file. */
export const FRAME_STYLES = `
.ff-root{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ff-fg,#1f2328);background:#f3f2f1;min-height:100vh;box-sizing:border-box;padding:8px;margin:0}
.ff-root *{box-sizing:border-box}
.ff-transparent{background:transparent}
.ff-header{display:flex;align-items:baseline;gap:12px;padding:4px 8px}
.ff-title{font-size:18px;margin:0;font-weight:600}
.ff-mode{font-size:12px;color:#605e5c}
.ff-body{display:flex;gap:8px;align-items:flex-start}
.ff-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}
.ff-nav button{font:inherit;width:100%;text-align:left;border:1px solid #c8c6c4;background:#fff;border-radius:4px;padding:6px 10px;cursor:pointer}
.ff-nav button[aria-current]{background:#0f6cbd;border-color:#0f6cbd;color:#fff}
.ff-canvas{flex:1;min-width:0}
.ff-page-title{font-size:15px;margin:4px 0 8px}
.ff-page{position:relative;width:100%;aspect-ratio:16/9;background:var(--ff-bg,#fff);border-radius:4px;box-shadow:0 1px 2px #0002}
.ff-page>.ff-visual{position:absolute}
.ff-page>.ff-visual-clusteredBarChart{overflow:hidden}
.ff-visual{background:var(--ff-bg,#fff);border:1px solid #edebe9;border-radius:4px;padding:6px 8px;overflow:auto}
.ff-visual.ff-no-background{background:transparent}
.ff-visual.ff-border{border:1px solid #605e5c}
.ff-empty-visual{color:#605e5c;font-size:12px;margin:0}
.ff-visual h3{font-size:13px;margin:0 0 4px;font-weight:600}
.ff-card{display:flex;flex-direction:column;justify-content:center;height:100%}
.ff-card-value{font-size:32px;font-weight:600;margin:0;color:var(--ff-accent,#0f6cbd)}
.ff-card-label{margin:0;color:#605e5c}
.ff-bars{width:100%;height:auto;font-size:12px}
.ff-page .ff-bars{height:calc(100% - 24px)}
.ff-bars rect{fill:var(--ff-accent,#0f6cbd);cursor:pointer}
.ff-bars rect:focus,.ff-bars rect:hover{fill:#115ea3;outline:none}
.ff-table{border-collapse:collapse;width:100%;font-size:12px}
.ff-table th,.ff-table td{padding:2px 6px;border-bottom:1px solid #edebe9;text-align:right}
.ff-table th:first-child{text-align:left}
.ff-filters{width:220px;background:#fff;border-radius:4px;padding:6px 10px;font-size:12px}
.ff-filters h2{font-size:13px;margin:0 0 4px}
.ff-filters ul{margin:0;padding-left:16px}
.ff-tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:8px;margin-top:8px}
.ff-tile{cursor:pointer}
.ff-slicer{list-style:none;margin:0;padding:0}
.ff-command{font:inherit;font-size:12px;margin-top:4px}
.ff-question{font:inherit;width:100%;padding:6px 10px;margin:8px 0}
.ff-status{font-size:12px;color:#605e5c;margin:6px 8px}
.ff-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
