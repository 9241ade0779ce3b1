import { LegendPosition, TextAlignment, type IVisualPropertyValue } from '@org/embed-models';
import { ownTitle } from './field-visual';
import type { VisualDefinition } from './report-definition';
import { visualTypeOf, type RenderKind } from './visual-types';

/** The schema of a property value as the frame answers it. */
export const PROPERTY_SCHEMA = 'http://powerbi.com/product/schema#property';
/** The schema of the value `resetProperty` sets: back to the default. */
export const DEFAULT_SCHEMA = 'http://powerbi.com/product/schema#default';

type ValueKind = 'boolean' | 'text' | 'color' | { min: number; max: number } | readonly string[];

/** A formatting property: what values it takes, its default, and which visuals have it (all when absent). */
interface PropertyDefinition {
  kind: ValueKind;
  byDefault(visual: VisualDefinition): unknown;
  only?: RenderKind[];
}

const always = (value: unknown) => () => value;
const CHARTS: RenderKind[] = ['bars'];

/** The formatting properties the frame knows, keyed `<objectName>.<propertyName>`. */
const VISUAL_PROPERTIES: Readonly<Record<string, PropertyDefinition>> = {
  'title.visible': { kind: 'boolean', byDefault: always(true) },
  'title.titleText': { kind: 'text', byDefault: ownTitle },
  'title.alignment': { kind: Object.values(TextAlignment), byDefault: always(TextAlignment.Left) },
  'title.fontColor': { kind: 'color', byDefault: always('#252423') },
  'title.background': { kind: 'color', byDefault: always('#FFFFFF') },
  'title.textSize': { kind: { min: 8, max: 40 }, byDefault: always(10) },
  'legend.visible': { kind: 'boolean', byDefault: always(true), only: CHARTS },
  'legend.position': { kind: Object.values(LegendPosition), byDefault: always(LegendPosition.Top), only: CHARTS },
  'xAxis.visible': { kind: 'boolean', byDefault: always(true), only: CHARTS },
  'yAxis.visible': { kind: 'boolean', byDefault: always(true), only: CHARTS },
  'background.visible': { kind: 'boolean', byDefault: always(true) },
  'background.transparency': { kind: { min: 0, max: 100 }, byDefault: always(0) },
  'border.visible': { kind: 'boolean', byDefault: always(false) },
  'lockAspect.enabled': { kind: 'boolean', byDefault: always(false) },
};

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** The key of a property selector, or why the visual has no such property. */
export function propertyKey(visual: VisualDefinition, selector: unknown): { key: string } | { error: string } {
  const { objectName, propertyName } = (selector ?? {}) as { objectName?: unknown; propertyName?: unknown };
  if (typeof objectName !== 'string' || typeof propertyName !== 'string')
    return { error: 'a property selector has a string objectName and propertyName' };
  const key = `${objectName}.${propertyName}`;
  const definition = own(VISUAL_PROPERTIES, key) ? VISUAL_PROPERTIES[key] : undefined;
  const render = visualTypeOf(visual.type)?.render;
  if (!definition || (definition.only && !(render && definition.only.includes(render))))
    return { error: `a ${visual.type} visual has no property ${key}` };
  return { key };
}

const isColor = (value: unknown) =>
  (typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) ||
  (!!value &&
    typeof value === 'object' &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { shade?: unknown }).shade === 'number');

/** Why `value` cannot be the value of property `key`, or undefined when it can. */
export function propertyValueError(key: string, value: unknown): string | undefined {
  const { kind } = VISUAL_PROPERTIES[key];
  const fits =
    kind === 'boolean'
      ? typeof value === 'boolean'
      : kind === 'text'
        ? typeof value === 'string'
        : kind === 'color'
          ? isColor(value)
          : Array.isArray(kind)
            ? kind.includes(value as string)
            : typeof value === 'number' &&
              value >= (kind as { min: number }).min &&
              value <= (kind as { max: number }).max;
  if (fits) return undefined;
  const expected =
    kind === 'boolean'
      ? 'a boolean'
      : kind === 'text'
        ? 'a string'
        : kind === 'color'
          ? "a colour ('#rrggbb' or a theme colour { id, shade })"
          : Array.isArray(kind)
            ? `one of ${kind.join(', ')}`
            : `a number from ${(kind as { min: number }).min} to ${(kind as { max: number }).max}`;
  return `the value of ${key} must be ${expected}`;
}

/** The value of a property of a visual: the one set, else the default. */
export function propertyValue(visual: VisualDefinition, key: string): IVisualPropertyValue {
  const set = visual.properties?.[key];
  return { schema: PROPERTY_SCHEMA, value: set ? set.value : VISUAL_PROPERTIES[key].byDefault(visual) };
}

/** The title a visual shows and reports: its `title.titleText` property, else its own title (or the one its fields make). */
export const visualTitle = (visual: VisualDefinition): string =>
  propertyValue(visual, 'title.titleText').value as string;
