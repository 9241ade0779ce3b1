import { validateSaveAsParameters, validateSettings, validateZoomLevel } from '@org/embed-models';
import type { FrameContext } from '../frame-context';
import { invalidInput, requestId } from '../frame-errors';

type Settings = Record<string, unknown>;

const isObject = (value: unknown): value is Settings => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Merges a settings update into the current settings, objects key by key at every depth (so a
 * custom layout update for one visual keeps the others); arrays and other values are replaced.
 */
function mergeSettings(current: Settings, update: Settings): Settings {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    merged[key] = isObject(value) && isObject(current[key]) ? mergeSettings(current[key], value) : value;
  }
  return merged;
}

/** Registers the report commands: settings, refresh, print, save, save as, switch mode, token, correlation id. */
export function registerCommandRoutes(ctx: FrameContext): void {
  const { state } = ctx;

  ctx.route('PATCH', '/report/settings', (req, res) => {
    const errors = validateSettings(req.body);
    if (errors || !isObject(req.body))
      return res.send(400, invalidInput(errors ?? 'settings must be an object', 'settings'));
    const zoomErrors = 'zoomLevel' in req.body ? validateZoomLevel(req.body.zoomLevel) : undefined;
    if (zoomErrors) return res.send(400, invalidInput(zoomErrors, 'zoom level'));
    state.settings = mergeSettings(state.settings, req.body as Settings);
    ctx.render();
    res.send(202, {});
  });

  ctx.route('POST', '/report/refresh', (_req, res) => {
    state.refreshCount++;
    ctx.render();
    res.send(202, {});
  });

  ctx.route('POST', '/report/print', (_req, res) => {
    // Counted, not printed: a print dialog would block the frame in a test browser.
    state.printCount++;
    res.send(202, {});
  });

  ctx.route('POST', '/report/save', (_req, res) => {
    state.unsavedChanges = false;
    // A created report gets its id on its first save.
    if (state.config && !state.config.id && /create/i.test(state.kind ?? '')) state.config.id = requestId();
    res.send(202, {});
    const reportObjectId = String(state.config?.id ?? '');
    ctx.afterReply(() => void ctx.postEvent('saved', { reportObjectId, reportName: state.reportName, saveAs: false }));
  });

  ctx.route('POST', '/report/saveAs', (req, res) => {
    const errors = validateSaveAsParameters(req.body);
    if (errors || !req.body)
      return res.send(400, invalidInput(errors ?? 'input must be an object', 'save as parameters'));
    const originalReportObjectId = String(state.config?.id ?? '');
    const reportObjectId = requestId();
    state.reportName = String((req.body as { name: string }).name);
    state.unsavedChanges = false;
    if (state.config) state.config = { ...state.config, id: reportObjectId };
    ctx.render();
    res.send(202, {});
    ctx.afterReply(
      () =>
        void ctx.postEvent('saved', {
          reportObjectId,
          reportName: state.reportName,
          saveAs: true,
          originalReportObjectId,
        }),
    );
  });

  ctx.route('POST', '/report/switchMode/:mode', (req, res) => {
    const mode = req.params.mode;
    if (mode !== 'view' && mode !== 'edit')
      return res.send(400, invalidInput(`viewMode ${mode} is not view or edit`, 'mode'));
    state.viewMode = mode;
    ctx.render();
    res.send(202, {});
  });

  ctx.route('GET', '/report/hasUnsavedChanges', (_req, res) => res.send(200, state.unsavedChanges));
  ctx.route('GET', '/getCorrelationId', (_req, res) => res.send(200, state.correlationId));

  for (const path of ['/report/token', '/dashboard/token', '/tile/token']) {
    ctx.route('POST', path, async (req, res) => {
      if (typeof req.body !== 'string' || !req.body) {
        return res.send(400, invalidInput('the access token must be a non-empty string', 'token'));
      }
      // With verifyTokens, a token that is not valid (or already expired) is refused and reported
      // as the `error` event; the frame keeps the token it had.
      const verdict = await ctx.verifyToken(req.body);
      if (!verdict.ok) {
        res.send(403, verdict.error);
        ctx.afterReply(() => void ctx.postEvent('error', verdict.error));
        return;
      }
      state.accessToken = req.body;
      state.tokenExpired = false;
      ctx.restartTokenClock(verdict.expiresAt);
      res.send(202, {});
    });
  }
}
