import { validateCustomTheme } from '@org/embed-models';
import type { FrameContext } from '../frame-context';
import { invalidInput } from '../frame-errors';

/** The theme `GET /report/theme` answers before any is applied: the frame's own colours. */
const DEFAULT_THEME = {
  name: 'Fake frame',
  dataColors: ['#0f766e'],
  background: '#ffffff',
  foreground: '#1f2937',
};

/** Registers what the viewer sees and keeps: theme, zoom, overlays, selection and persistent filters. */
export function registerReportViewRoutes(ctx: FrameContext): void {
  const { state } = ctx;

  ctx.route('GET', '/report/theme', (_req, res) =>
    res.send(200, { themeJson: state.theme.themeJson ?? DEFAULT_THEME }),
  );

  ctx.route('PUT', '/report/theme', (req, res) => {
    const body = req.body as { themeJson?: unknown };
    if (!body || typeof body !== 'object') return res.send(400, invalidInput('input must be an object', 'theme'));
    // `{}` resets to the default theme; anything else must be a custom theme.
    const errors = 'themeJson' in body ? validateCustomTheme(body) : undefined;
    if (errors) return res.send(400, invalidInput(errors, 'theme'));
    state.theme = body.themeJson ? { themeJson: body.themeJson as Record<string, unknown> } : {};
    state.unsavedChanges = true;
    ctx.render();
    res.send(202, {});
  });

  ctx.route('GET', '/report/zoom', (_req, res) => res.send(200, state.settings.zoomLevel ?? 1));

  ctx.route('POST', '/report/closeAllOverlays', (_req, res) => {
    state.overlayCloses++;
    res.send(202, {});
  });

  ctx.route('POST', '/report/clearSelectedVisuals/:clearPopOutState', (req, res) => {
    if (!/^(true|false)$/.test(req.params.clearPopOutState))
      return res.send(400, invalidInput('clearPopOutState must be true or false', 'request'));
    state.selectionClears++;
    res.send(202, {});
  });

  ctx.route('POST', '/report/userState', (_req, res) => {
    state.userStateApplied = true;
    res.send(202, {});
  });

  ctx.route('DELETE', '/report/userState', (_req, res) => {
    // Back to the report as published: no filters, no slicer selections.
    Object.assign(state, {
      userStateApplied: false,
      reportFilters: [],
      pageFilters: {},
      visualFilters: {},
      slicers: {},
    });
    ctx.render();
    res.send(202, {});
  });

  ctx.route('GET', '/report/isUserStateApplied', (_req, res) => res.send(200, state.userStateApplied));
}
