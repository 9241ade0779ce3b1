import { h, s } from './dom';
import { formatValue } from './format-value';
import type { VisualDefinition } from './report-definition';
import { propertyValue } from './visual-properties';
import type { BarsData, CardData, SlicerData, TableData, VisualData } from './visual-data';

/** How a visual is rendered: the number locale and what a click on a data point does. */
export interface RenderVisualOptions {
  locale?: string;
  /** Called when a bar is chosen (click or Enter), with its category column and value. */
  onSelect?: (definition: VisualDefinition, column: string, label: string, value: number) => void;
  /** The values a slicer has selected (none: all). */
  selected?: readonly unknown[];
  /** Called when the person ticks or unticks a slicer value, with the values now selected. */
  onSlice?: (definition: VisualDefinition, values: string[]) => void;
}

function renderSlicer(data: SlicerData, definition: VisualDefinition, options: RenderVisualOptions): HTMLElement {
  const chosen = new Set((options.selected ?? []).map(String));
  const list = h('ul', { class: 'ff-slicer', 'aria-label': definition.title });
  for (const item of data.items) {
    const box = h('input', { type: 'checkbox', value: item, checked: chosen.has(item) });
    box.addEventListener('change', () =>
      options.onSlice?.(
        definition,
        [...list.querySelectorAll('input')].filter((i) => i.checked).map((i) => i.value),
      ),
    );
    list.append(h('li', {}, h('label', {}, box, ` ${item}`)));
  }
  return list;
}

function renderCard(data: CardData, title: string, locale?: string): HTMLElement {
  return h(
    'div',
    { class: 'ff-card' },
    h('p', { class: 'ff-card-value', 'data-value': data.value }, formatValue(data.value, data.format, locale)),
    h('p', { class: 'ff-card-label' }, title),
  );
}

/**
 * A bar chart as rows of label, bar and value, laid out by the browser at the visual's real size
 * (no drawing scaled to fit, so its text keeps its size at every width). Each bar is an SVG `rect`
 * as wide as its share of the largest value; a click or Enter on it selects that data point.
 */
function renderBars(data: BarsData, definition: VisualDefinition, options: RenderVisualOptions): Element {
  const max = Math.max(0, ...data.bars.map((b) => b.value)) || 1;
  const summary = data.bars.map((b) => `${b.label} ${formatValue(b.value, data.format, options.locale)}`).join(', ');
  const chart = h('div', {
    class: 'ff-bars',
    role: 'img',
    'aria-label': `${definition.title}: ${summary || 'no data'}`,
  });
  for (const bar of data.bars) {
    const share = Math.max(0.5, (bar.value / max) * 100);
    const rect = s('rect', {
      x: 0,
      y: 0,
      width: `${share.toFixed(2)}%`,
      height: '100%',
      rx: 3,
      'data-label': bar.label,
      'data-value': bar.value,
    });
    if (options.onSelect) {
      rect.setAttribute('tabindex', '0');
      const select = () => options.onSelect!(definition, data.category, bar.label, bar.value);
      rect.addEventListener('click', select);
      rect.addEventListener('keydown', (e) => {
        if ((e as KeyboardEvent).key === 'Enter') select();
      });
    }
    chart.append(
      h('span', { class: 'ff-bar-label', 'aria-hidden': 'true' }, bar.label),
      s('svg', { class: 'ff-bar-track' }, rect),
      h('span', { class: 'ff-bar-value', 'aria-hidden': 'true' }, formatValue(bar.value, data.format, options.locale)),
    );
  }
  return chart;
}

function renderTable(data: TableData, title: string, locale?: string): HTMLElement {
  const cell = (value: string | number, column: number) => {
    const format = data.columns[column]?.format;
    return typeof value === 'number' ? formatValue(value, format, locale) : value;
  };
  // A long table scrolls inside its visual: focusable (a named group, not another landmark beside
  // the visual's own region), so it scrolls from the keyboard too.
  return h(
    'div',
    { class: 'ff-table-wrap', role: 'group', 'aria-label': `${title}: table`, tabindex: '0' },
    h(
      'table',
      { class: 'ff-table' },
      h('caption', { class: 'ff-sr-only' }, title),
      h('thead', {}, h('tr', {}, ...data.columns.map((c) => h('th', { scope: 'col' }, c.title)))),
      h(
        'tbody',
        {},
        ...data.rows.map((row) =>
          h(
            'tr',
            {},
            ...row.map((value, i) =>
              i === 0 ? h('th', { scope: 'row' }, cell(value, i)) : h('td', {}, cell(value, i)),
            ),
          ),
        ),
      ),
    ),
  );
}

/** Renders one visual (card, bar chart or table) in a labelled section named after the visual. */
export function renderVisual(
  definition: VisualDefinition,
  data: VisualData,
  options: RenderVisualOptions = {},
): HTMLElement {
  const titleId = `ff-title-${definition.name}`;
  const body =
    data.kind === 'card'
      ? renderCard(data, definition.title, options.locale)
      : data.kind === 'bars'
        ? renderBars(data, definition, options)
        : data.kind === 'slicer'
          ? renderSlicer(data, definition, options)
          : data.kind === 'empty'
            ? h('p', { class: 'ff-empty-visual' }, 'Add data fields to build this visual.')
            : renderTable(data, definition.title, options.locale);
  return h(
    'section',
    {
      class: `ff-visual ff-visual-${definition.type}`,
      'data-visual-name': definition.name,
      'aria-labelledby': titleId,
    },
    h('h3', { id: titleId, class: data.kind === 'card' ? 'ff-sr-only' : undefined }, definition.title),
    body,
  );
}

/**
 * Shows the formatting properties set on a visual (`PUT …/property`): its title hidden, aligned,
 * coloured or sized, its background off, its border on. The title's text is the definition's.
 */
export function applyFormatting(element: HTMLElement, visual: VisualDefinition): void {
  const set = (key: string) => (visual.properties?.[key] ? propertyValue(visual, key).value : undefined);
  const title = element.querySelector<HTMLElement>(':scope > h3');
  if (title) {
    if (set('title.visible') === false) title.hidden = true;
    const [alignment, color, size, background] = ['alignment', 'fontColor', 'textSize', 'background'].map((p) =>
      set(`title.${p}`),
    );
    if (typeof alignment === 'string') title.style.textAlign = alignment;
    if (typeof color === 'string') title.style.color = color;
    if (typeof background === 'string') title.style.background = background;
    if (typeof size === 'number') title.style.fontSize = `${size}pt`;
  }
  if (set('background.visible') === false) element.classList.add('ff-no-background');
  if (set('border.visible') === true) element.classList.add('ff-border');
}
