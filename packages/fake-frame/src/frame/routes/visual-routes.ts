import type { RouteRequest, RouteResponse } from '@org/embed-client/transport';
import { validateExportDataRequest, validateSlicerState } from '@org/embed-models';
import { rowsGrid, toCsv, visualGrid } from '../../report/export-csv';
import type { PageDefinition, VisualDefinition } from '../../report/report-definition';
import { visualTitle } from '../../report/visual-properties';
import { visualKey } from '../effective-filters';
import type { FrameContext } from '../frame-context';
import { entityNotFound, invalidInput, newName } from '../frame-errors';
import { visualOf } from '../frame-state';
import { slicerTarget, visualContent, visualRows } from '../visual-content';
import { describeVisual } from './page-routes';
import { invalidFilters } from './filter-routes';

type Found = { page: PageDefinition; visual: VisualDefinition; key: string };
type Body = Record<string, unknown>;

const P = '/report/pages/:pageName/visuals/:visualName';

/** Registers the operations on one visual: export data, slicer state, clone and sort. */
export function registerVisualRoutes(ctx: FrameContext): void {
  const { state } = ctx;
  const route = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    handle: (f: Found, body: Body, res: RouteResponse) => void,
  ) =>
    ctx.route(method, P + path, (req: RouteRequest, res) => {
      const found = visualOf(state, req.params.pageName, req.params.visualName);
      if (typeof found === 'string') return res.send(404, entityNotFound(found));
      const body = req.body;
      if (method !== 'GET' && (!body || typeof body !== 'object' || Array.isArray(body)))
        return res.send(400, invalidInput('input must be an object'));
      handle({ ...found, key: visualKey(found.page.name, found.visual.name) }, body as Body, res);
    });
  const changed = (res: RouteResponse, status = 202, body: unknown = {}) => {
    state.unsavedChanges = true;
    ctx.render();
    res.send(status, body);
  };
  const slicerOnly = (f: Found, res: RouteResponse) => {
    if (f.visual.type === 'slicer') return false;
    res.send(400, invalidInput(`visual ${f.visual.name} is not a slicer`, 'slicer request'));
    return true;
  };

  route('POST', '/exportData', ({ page, visual }, body, res) => {
    const errors = validateExportDataRequest(body);
    if (errors) return res.send(400, invalidInput(errors, 'export data request'));
    const content = visualContent(state, ctx.data, page.name, visual);
    // A visual without data fields has no data, summarized or underlying.
    const grid =
      content.kind === 'empty'
        ? visualGrid(content, visual.title)
        : body.exportDataType === 1
          ? rowsGrid(state.report.model[visual.table]?.columns ?? [], visualRows(state, ctx.data, page.name, visual))
          : visualGrid(content, visualTitle(visual));
    res.send(200, { data: toCsv(grid, body.rows as number | undefined) });
  });

  route('GET', '/slicer', (f, _body, res) => {
    if (slicerOnly(f, res)) return;
    res.send(200, state.slicers[f.key] ?? { filters: [], targets: [slicerTarget(f.visual)] });
  });

  route('PUT', '/slicer', (f, body, res) => {
    if (slicerOnly(f, res)) return;
    const errors = validateSlicerState(body);
    const error = errors ? invalidInput(errors, 'slicer state') : invalidFilters(body.filters);
    if (error) return res.send(400, error);
    state.slicers[f.key] = structuredClone(body) as (typeof state.slicers)[string];
    changed(res);
  });

  route('POST', '/clone', ({ page, visual }, body, res) => {
    const error = body.filters === undefined ? undefined : invalidFilters(body.filters);
    if (error) return res.send(400, error);
    const layout = { ...visual.layout, z: visual.layout.z + 1, ...(body.layout as object) };
    const clone: VisualDefinition = { ...visual, name: newName(visual.name), layout };
    page.visuals.splice(page.visuals.indexOf(visual) + 1, 0, clone);
    if (body.filters) state.visualFilters[visualKey(page.name, clone.name)] = [...(body.filters as unknown[])];
    changed(res, 200, { visual: describeVisual(clone), visualName: clone.name });
  });

  route('PUT', '/sortBy', (f, body, res) => {
    const orderBy = body.orderBy as { table?: unknown; column?: unknown; measure?: unknown } | undefined;
    if (!orderBy || typeof orderBy.table !== 'string' || (orderBy.column ?? orderBy.measure) === undefined)
      return res.send(400, invalidInput('orderBy must be a column or measure target', 'sort request'));
    if (body.direction !== 1 && body.direction !== 2)
      return res.send(400, invalidInput('direction must be 1 (Ascending) or 2 (Descending)', 'sort request'));
    state.sorts[f.key] = { orderBy, direction: body.direction };
    changed(res);
  });
}
