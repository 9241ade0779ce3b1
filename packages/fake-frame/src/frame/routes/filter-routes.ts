import type { RouteRequest, RouteResponse } from '@org/embed-client/transport';
import { FiltersOperations, validateFilter, type IError } from '@org/embed-models';
import { visualKey } from '../effective-filters';
import type { FrameContext } from '../frame-context';
import { entityNotFound, invalidInput } from '../frame-errors';
import { pageOf, visualOf } from '../frame-state';

/** The filters of one level (report, page or visual), read and replaced as a whole. */
interface FilterLevel {
  get(): unknown[];
  set(filters: unknown[]): void;
}

const sameTarget = (a: unknown, b: unknown) =>
  JSON.stringify((a as { target?: unknown })?.target) === JSON.stringify((b as { target?: unknown })?.target);

/** The first validation error of a list of filters, or undefined when every filter is valid. */
export function invalidFilters(filters: unknown): IError | undefined {
  if (!Array.isArray(filters)) return invalidInput('filters must be an array', 'filters');
  for (const filter of filters) {
    const errors = validateFilter(filter);
    if (errors) return invalidInput(errors, 'filter');
  }
  return undefined;
}

/** The current filters combined with `filters` by a `FiltersOperations` value. */
function combine(current: unknown[], operation: FiltersOperations, filters: unknown[]): unknown[] {
  switch (operation) {
    case FiltersOperations.RemoveAll:
      return [];
    case FiltersOperations.ReplaceAll:
      return [...filters];
    case FiltersOperations.Add:
      return [...current, ...filters];
    case FiltersOperations.Replace: {
      // Each given filter replaces the current one on the same target, or is added.
      const next = [...current];
      for (const filter of filters) {
        const index = next.findIndex((f) => sameTarget(f, filter));
        if (index >= 0) next[index] = filter;
        else next.push(filter);
      }
      return next;
    }
  }
}

/** Registers GET/PUT/POST filters at report, page and visual level. */
export function registerFilterRoutes(ctx: FrameContext): void {
  const { state } = ctx;

  const register = (pattern: string, levelOf: (req: RouteRequest) => FilterLevel | IError) => {
    const withLevel =
      (handle: (level: FilterLevel, req: RouteRequest, res: RouteResponse) => void) =>
      (req: RouteRequest, res: RouteResponse) => {
        const level = levelOf(req);
        if ('message' in level) return res.send(404, level);
        handle(level, req, res);
      };
    const changed = (level: FilterLevel, filters: unknown[], res: RouteResponse) => {
      level.set(filters);
      state.unsavedChanges = true;
      ctx.render();
      res.send(202, {});
    };

    ctx.route(
      'GET',
      pattern,
      withLevel((level, _req, res) => res.send(200, level.get())),
    );
    ctx.route(
      'PUT',
      pattern,
      withLevel((level, req, res) => {
        const error = invalidFilters(req.body);
        if (error) return res.send(400, error);
        changed(level, req.body as unknown[], res);
      }),
    );
    ctx.route(
      'POST',
      pattern,
      withLevel((level, req, res) => {
        const body = (req.body ?? {}) as { filtersOperation?: unknown; filters?: unknown };
        const operation = body.filtersOperation as FiltersOperations;
        if (typeof operation !== 'number' || FiltersOperations[operation] === undefined) {
          return res.send(400, invalidInput('filtersOperation property is invalid', 'filters update'));
        }
        const filters = operation === FiltersOperations.RemoveAll ? [] : body.filters;
        const error = invalidFilters(filters);
        if (error) return res.send(400, error);
        changed(level, combine(level.get(), operation, filters as unknown[]), res);
      }),
    );
  };

  register('/report/filters', () => ({
    get: () => [...state.reportFilters],
    set: (filters) => (state.reportFilters = filters),
  }));

  register('/report/pages/:pageName/filters', (req) => {
    const page = pageOf(state, req.params.pageName);
    if (!page) return entityNotFound(`Page ${req.params.pageName}`);
    return {
      get: () => [...(state.pageFilters[page.name] ?? [])],
      set: (filters) => (state.pageFilters[page.name] = filters),
    };
  });

  register('/report/pages/:pageName/visuals/:visualName/filters', (req) => {
    const { pageName, visualName } = req.params;
    const found = visualOf(state, pageName, visualName);
    if (typeof found === 'string') return entityNotFound(found);
    const key = visualKey(pageName, visualName);
    return {
      get: () => [...(state.visualFilters[key] ?? [])],
      set: (filters) => (state.visualFilters[key] = filters),
    };
  });
}
