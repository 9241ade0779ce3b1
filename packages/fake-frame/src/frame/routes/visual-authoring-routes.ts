import type { RouteRequest, RouteResponse } from '@org/embed-client/transport';
import { VisualDataRoleKind } from '@org/embed-models';
import {
  displayNameOf,
  fieldError,
  fieldTarget,
  isValueField,
  type DataField,
  type FieldTarget,
} from '../../report/data-fields';
import { SAMPLE_MODEL } from '../../data/sample-data';
import { authoredVisual, type VisualFields } from '../../report/field-visual';
import type { ReportModel } from '../../report/report-model';
import {
  PAGE_SIZE,
  type PageDefinition,
  type VisualDefinition,
  type VisualLayout,
} from '../../report/report-definition';
import {
  DEFAULT_SCHEMA,
  PROPERTY_SCHEMA,
  propertyKey,
  propertyValue,
  propertyValueError,
} from '../../report/visual-properties';
import {
  capabilitiesOf,
  VISUAL_TYPES,
  visualTypeOf,
  type DataRoleDefinition,
  type VisualTypeDefinition,
} from '../../report/visual-types';
import { visualKey } from '../effective-filters';
import type { FrameContext } from '../frame-context';
import { entityNotFound, invalidInput, newName } from '../frame-errors';
import { pageOf, visualOf } from '../frame-state';
import { describeVisual } from './page-routes';

type Found = { page: PageDefinition; visual: VisualDefinition };
type Handler = (found: Found, req: RouteRequest, res: RouteResponse) => void;

const P = '/report/pages/:pageName/visuals/:visualName';
const { Grouping, Measure } = VisualDataRoleKind;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The role of the visual's type named `name`, or why there is none. */
function roleOf(visual: VisualDefinition, name: string): DataRoleDefinition | string {
  const role = visualTypeOf(visual.type)?.roles.find((r) => r.name === name);
  return role ?? `a ${visual.type} visual has no data role ${name}`;
}

/** The index of a URL segment: a field of the role (`0…length-1`), or with `append` also `length` and `undefined` (last). */
function indexOf(text: string, length: number, append = false): number | string {
  if (append && text === 'undefined') return length;
  const index = /^\d+$/.test(text) ? Number(text) : NaN;
  const last = append ? length : length - 1;
  return index <= last ? index : `index ${text} is out of range: the role has ${length} field(s)`;
}

/** Why `role` does not take `target` (a Grouping role takes columns, not measures or aggregations). */
function roleRefuses(role: DataRoleDefinition, target: FieldTarget): string | undefined {
  if (role.kind !== Grouping) return undefined;
  return 'measure' in target || (target as { aggregationFunction?: unknown }).aggregationFunction
    ? `data role ${role.name} groups by columns: it takes no measure or aggregation`
    : undefined;
}

/**
 * The fields moved to the roles of another type: to the role of the same name when it takes
 * them, else to the first role for their kind (values to Measure roles, categories to Grouping
 * roles, either to GroupingOrMeasure roles); a field no role has room for is dropped.
 */
export function moveFields(
  fields: VisualFields,
  to: VisualTypeDefinition,
  model: ReportModel = SAMPLE_MODEL,
): Record<string, DataField[]> {
  const moved: Record<string, DataField[]> = {};
  const room = (role: DataRoleDefinition) => role.max === undefined || (moved[role.name]?.length ?? 0) < role.max;
  const takes = (role: DataRoleDefinition, field: DataField) =>
    room(role) &&
    (role.kind === Measure
      ? isValueField(field.target, model)
      : role.kind === Grouping
        ? !isValueField(field.target, model)
        : true);
  const rest: DataField[] = [];
  for (const [name, list] of Object.entries(fields)) {
    for (const field of list) {
      const same = to.roles.find((r) => r.name === name);
      if (same && takes(same, field)) (moved[same.name] ??= []).push(field);
      else rest.push(field);
    }
  }
  for (const field of rest) {
    const kind = isValueField(field.target, model) ? Measure : Grouping;
    const role =
      to.roles.find((r) => r.name !== 'Tooltips' && r.kind === kind && takes(r, field)) ??
      to.roles.find((r) => r.kind === VisualDataRoleKind.GroupingOrMeasure && takes(r, field));
    if (role) (moved[role.name] ??= []).push(field);
  }
  return moved;
}

const DEFAULT_SIZE: Record<string, { width: number; height: number }> = {
  card: { width: 300, height: 160 },
  slicer: { width: 300, height: 160 },
};

/** Where a new visual goes: the first free place of its size on the page (scanning rows of 20 px), else the top left. */
function freePlace(page: PageDefinition, size: { width: number; height: number }): { x: number; y: number } {
  const taken = page.visuals.map((v) => v.layout);
  const free = (x: number, y: number) =>
    taken.every((t) => x + size.width <= t.x || t.x + t.width <= x || y + size.height <= t.y || t.y + t.height <= y);
  for (let y = 20; y + size.height <= PAGE_SIZE.height; y += 20)
    for (let x = 20; x + size.width <= PAGE_SIZE.width; x += 20) if (free(x, y)) return { x, y };
  return { x: 20, y: 20 };
}

/** Why a layout of `createVisual` is refused (`x`, `y`, `z`, `width`, `height` are numbers from 0). */
function layoutError(layout: unknown): string | undefined {
  if (layout === undefined) return undefined;
  if (!isObject(layout)) return 'layout must be an object';
  for (const key of ['x', 'y', 'z', 'width', 'height']) {
    const value = layout[key];
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value) || value < 0))
      return `layout.${key} must be a number from 0`;
  }
  return undefined;
}

/** The numbers of a requested layout (`x`, `y`, `z`, `width`, `height`). */
const numbers = (layout: Partial<VisualLayout>): Partial<VisualLayout> =>
  Object.fromEntries(
    (['x', 'y', 'z', 'width', 'height'] as const).flatMap((k) => (layout[k] === undefined ? [] : [[k, layout[k]]])),
  );

/**
 * Registers the routes of powerbi-report-authoring: the visual types and their capabilities,
 * creating, deleting and retyping visuals, the fields of their data roles and their formatting
 * properties. Every change replaces the visual by a changed copy (the sample report is never
 * changed) and counts as an unsaved change.
 */
export function registerVisualAuthoringRoutes(ctx: FrameContext): void {
  const { state } = ctx;
  const authored = (res: RouteResponse, status = 202, body: unknown = {}) => {
    state.unsavedChanges = true;
    ctx.render();
    res.send(status, body);
  };
  const replace = ({ page, visual }: Found, next: VisualDefinition) => {
    page.visuals[page.visuals.indexOf(visual)] = next;
  };
  const onVisual = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, handle: Handler) =>
    ctx.route(method, P + path, (req, res) => {
      const found = visualOf(state, req.params.pageName, req.params.visualName);
      if (typeof found === 'string') return res.send(404, entityNotFound(found));
      handle(found, req, res);
    });
  /** A route on one field list of a visual: the role must be one of its type's. */
  const onRole = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    handle: (
      found: Found,
      role: DataRoleDefinition,
      fields: readonly DataField[],
      req: RouteRequest,
      res: RouteResponse,
    ) => void,
  ) =>
    onVisual(method, path, (found, req, res) => {
      const role = roleOf(found.visual, req.params.dataRole);
      if (typeof role === 'string') return res.send(400, invalidInput(role, 'data role'));
      handle(found, role, found.visual.fields[role.name] ?? [], req, res);
    });
  const withFields = (found: Found, role: DataRoleDefinition, list: DataField[]) => {
    const fields: Record<string, readonly DataField[]> = { ...found.visual.fields, [role.name]: list };
    if (!list.length) delete fields[role.name];
    replace(found, authoredVisual(found.visual, { fields }, ctx.data, state.report.model));
  };

  ctx.route('GET', '/report/availableVisualTypes', (_req, res) => res.send(200, Object.keys(VISUAL_TYPES)));

  ctx.route('GET', '/report/visuals/types/:visualType/capabilities', (req, res) => {
    const type = visualTypeOf(req.params.visualType);
    if (!type) return res.send(404, entityNotFound(`Visual type ${req.params.visualType}`));
    res.send(200, capabilitiesOf(type));
  });

  ctx.route('POST', '/report/pages/:pageName/createVisual', (req, res) => {
    const page = pageOf(state, req.params.pageName);
    if (!page) return res.send(404, entityNotFound(`Page ${req.params.pageName}`));
    if (!isObject(req.body)) return res.send(400, invalidInput('input must be an object', 'create visual request'));
    const { visualType, layout, autoFocus } = req.body;
    const type = typeof visualType === 'string' ? visualTypeOf(visualType) : undefined;
    const error = !type
      ? `visualType ${String(visualType)} is not an available visual type`
      : (layoutError(layout) ??
        (autoFocus !== undefined && typeof autoFocus !== 'boolean' ? 'autoFocus must be a boolean' : undefined));
    if (error) return res.send(400, invalidInput(error, 'create visual request'));
    const asked = (layout ?? {}) as Partial<VisualLayout>;
    const size = { ...(DEFAULT_SIZE[visualType as string] ?? { width: 480, height: 300 }) };
    if (asked.width !== undefined) size.width = asked.width;
    if (asked.height !== undefined) size.height = asked.height;
    const z = Math.max(0, ...page.visuals.map((v) => v.layout.z + 1));
    const created = authoredVisual(
      {
        name: newName(''),
        title: '',
        type: visualType as string,
        // Until it has fields, on the report's first table.
        table: Object.keys(state.report.model)[0],
        layout: { ...freePlace(page, size), z, ...size, ...numbers(asked) },
        fields: {},
        compute: () => ({ kind: 'empty' }),
      },
      {},
      ctx.data,
      state.report.model,
    );
    page.visuals.push(created);
    authored(res, 200, { visual: describeVisual(created) });
  });

  ctx.route('POST', '/report/pages/:pageName/deleteVisual', (req, res) => {
    const page = pageOf(state, req.params.pageName);
    if (!page) return res.send(404, entityNotFound(`Page ${req.params.pageName}`));
    const visualName = isObject(req.body) ? req.body.visualName : undefined;
    if (typeof visualName !== 'string')
      return res.send(400, invalidInput('visualName must be a string', 'delete visual request'));
    const found = visualOf(state, page.name, visualName);
    if (typeof found === 'string') return res.send(404, entityNotFound(found));
    page.visuals.splice(page.visuals.indexOf(found.visual), 1);
    const key = visualKey(page.name, visualName);
    delete state.visualFilters[key];
    delete state.slicers[key];
    delete state.sorts[key];
    authored(res);
  });

  onVisual('POST', '/changeType', (found, req, res) => {
    const visualType = isObject(req.body) ? req.body.visualType : undefined;
    const type = typeof visualType === 'string' ? visualTypeOf(visualType) : undefined;
    if (!type)
      return res.send(
        400,
        invalidInput(`visualType ${String(visualType)} is not an available visual type`, 'change type request'),
      );
    const fields = moveFields(found.visual.fields, type, state.report.model);
    replace(found, authoredVisual(found.visual, { type: visualType as string, fields }, ctx.data, state.report.model));
    authored(res);
  });

  onRole('GET', '/dataroles/:dataRole/fields', (_found, _role, fields, _req, res) =>
    res.send(
      200,
      fields.map((f) => fieldTarget(f.target)),
    ),
  );

  onRole('POST', '/dataroles/:dataRole/fields/:index', (found, role, fields, req, res) => {
    const index = indexOf(req.params.index, fields.length, true);
    const others = Object.values(found.visual.fields).flat();
    const target = req.body as FieldTarget;
    const error =
      typeof index === 'string'
        ? index
        : (fieldError(target, state.report.model) ??
          roleRefuses(role, target) ??
          (role.max !== undefined && fields.length >= role.max
            ? `data role ${role.name} of a ${found.visual.type} visual takes at most ${role.max} field(s)`
            : undefined) ??
          (others.some((f) => f.target.table !== target.table)
            ? `the fields of a visual come from one table (the report's tables are not related): this one uses ${others[0].target.table}`
            : undefined));
    if (error) return res.send(400, invalidInput(error, 'data field'));
    const list = [...fields];
    list.splice(index as number, 0, { target: fieldTarget(target) });
    withFields(found, role, list);
    authored(res);
  });

  onRole('DELETE', '/dataroles/:dataRole/fields/:index', (found, role, fields, req, res) => {
    const index = indexOf(req.params.index, fields.length);
    if (typeof index === 'string') return res.send(400, invalidInput(index, 'data field'));
    withFields(
      found,
      role,
      fields.filter((_, i) => i !== index),
    );
    authored(res);
  });

  onRole('GET', '/dataroles/:dataRole/fields/:index/displayName', (_found, _role, fields, req, res) => {
    const index = indexOf(req.params.index, fields.length);
    if (typeof index === 'string') return res.send(400, invalidInput(index, 'data field'));
    res.send(200, displayNameOf(fields[index]));
  });

  onRole('PUT', '/dataroles/:dataRole/fields/:index/displayName', (found, role, fields, req, res) => {
    const index = indexOf(req.params.index, fields.length);
    const name = isObject(req.body) ? req.body.newDisplayName : undefined;
    const error =
      typeof index === 'string'
        ? index
        : typeof name !== 'string' || !name
          ? 'newDisplayName must be a non-empty string'
          : undefined;
    if (error) return res.send(400, invalidInput(error, 'data field'));
    withFields(
      found,
      role,
      fields.map((f, i) => (i === index ? { ...f, displayName: name as string } : f)),
    );
    authored(res);
  });

  onVisual('POST', '/property', ({ visual }, req, res) => {
    const found = propertyKey(visual, req.body);
    if ('error' in found) return res.send(400, invalidInput(found.error, 'property selector'));
    res.send(200, propertyValue(visual, found.key));
  });

  onVisual('PUT', '/property', (found, req, res) => {
    const { selector, value } = isObject(req.body) ? req.body : {};
    const property = propertyKey(found.visual, selector);
    if ('error' in property) return res.send(400, invalidInput(property.error, 'property selector'));
    if (!isObject(value) || !('value' in value))
      return res.send(400, invalidInput('value must be an object { schema?, value }', 'property value'));
    const properties = { ...found.visual.properties };
    if (value.schema === DEFAULT_SCHEMA) delete properties[property.key];
    else {
      const error = propertyValueError(property.key, value.value);
      if (error) return res.send(400, invalidInput(error, 'property value'));
      properties[property.key] = { schema: PROPERTY_SCHEMA, value: structuredClone(value.value) };
    }
    replace(found, { ...found.visual, properties });
    authored(res);
  });
}
