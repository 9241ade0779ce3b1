import type { RouteResponse } from '@org/embed-client/transport';
import type { FrameContext } from '../frame-context';
import { entityNotFound, invalidInput, newName } from '../frame-errors';
import { pageOf } from '../frame-state';
import { describePage } from './page-routes';

const LAYOUTS: Record<string, (mobile: boolean) => boolean> = {
  Master: () => true,
  Custom: () => true,
  MobilePortrait: (mobile) => mobile,
  MobileLandscape: () => false,
};

/** Registers the page authoring routes: add, delete and rename pages, and ask which layouts a page has. */
export function registerPageAuthoringRoutes(ctx: FrameContext): void {
  const { state } = ctx;
  const authored = (res: RouteResponse, status = 202, body: unknown = {}) => {
    state.unsavedChanges = true;
    ctx.render();
    res.send(status, body);
  };

  ctx.route('POST', '/report/addPage', (req, res) => {
    const { displayName } = (req.body ?? {}) as { displayName?: unknown };
    if (displayName != null && typeof displayName !== 'string')
      return res.send(400, invalidInput('displayName must be a string', 'page'));
    const page = {
      name: newName('ReportSection'),
      displayName: displayName || `Page ${state.pages.length + 1}`,
      visuals: [],
    };
    state.pages.push(page);
    authored(res, 200, describePage(page, false));
  });

  ctx.route('DELETE', '/report/pages/:pageName', (req, res) => {
    const page = pageOf(state, req.params.pageName);
    if (!page) return res.send(404, entityNotFound(`Page ${req.params.pageName}`));
    if (state.pages.length === 1) return res.send(400, invalidInput('a report keeps at least one page', 'page'));
    state.pages.splice(state.pages.indexOf(page), 1);
    delete state.pageFilters[page.name];
    const wasActive = page.name === state.activePage;
    if (wasActive) state.activePage = state.pages[0].name;
    authored(res);
    if (wasActive)
      ctx.afterReply(() => void ctx.postEvent('pageChanged', { newPage: describePage(state.pages[0], true) }));
  });

  ctx.route('PUT', '/report/pages/:pageName/name', (req, res) => {
    const page = pageOf(state, req.params.pageName);
    if (!page) return res.send(404, entityNotFound(`Page ${req.params.pageName}`));
    const { displayName } = (req.body ?? {}) as { displayName?: unknown };
    if (typeof displayName !== 'string' || !displayName)
      return res.send(400, invalidInput('displayName must be a non-empty string', 'page'));
    page.displayName = displayName;
    authored(res);
  });

  ctx.route('GET', '/report/pages/:pageName/layoutTypes/:layoutType', (req, res) => {
    const page = pageOf(state, req.params.pageName);
    if (!page) return res.send(404, entityNotFound(`Page ${req.params.pageName}`));
    const has = LAYOUTS[req.params.layoutType];
    if (!has) return res.send(400, invalidInput(`layoutType ${req.params.layoutType} is unknown`, 'layout type'));
    res.send(200, has(!!page.mobileLayout));
  });
}
