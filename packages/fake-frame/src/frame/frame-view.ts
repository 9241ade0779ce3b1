import { filterRows } from '../data/apply-filters';
import type { SampleTables } from '../data/sample-data';
import { describeFilter } from '../report/describe-filter';
import { h } from '../report/dom';
import {
  REPORT_DISPLAY_NAME,
  REPORT_PAGES,
  computeVisual,
  findPage,
  type PageDefinition,
  type VisualDefinition,
} from '../report/report-definition';
import { renderVisual, type RenderVisualOptions } from '../report/render-visual';
import { effectiveFilters } from './effective-filters';
import type { FrameState } from './frame-state';
import { FRAME_STYLES } from './frame-styles';

/** What the person can do in the frame; the frame turns these into state changes and events. */
export interface ViewActions {
  selectPage(pageName: string): void;
  selectDataPoint(pageName: string, visual: VisualDefinition, column: string, label: string, value: number): void;
}

type Settings = {
  filterPaneEnabled?: boolean;
  navContentPaneEnabled?: boolean;
  background?: number;
  panes?: { filters?: { visible?: boolean }; pageNavigation?: { visible?: boolean } };
  localeSettings?: { language?: string; formatLocale?: string };
};

const STATUS: Record<FrameState['phase'], string> = {
  waiting: 'Waiting for the host to load a report…',
  prepared: 'Report prepared; waiting for render.',
  rendered: 'Report rendered.',
  failed: 'The report could not be loaded.',
};

/** Renders the frame's state into its root element (the whole content, on every change). */
export class FrameView {
  private readonly root: HTMLElement;
  private readonly data: SampleTables;
  private readonly actions: ViewActions;

  constructor(root: HTMLElement, data: SampleTables, actions: ViewActions) {
    this.root = root;
    this.data = data;
    this.actions = actions;
    const doc = root.ownerDocument;
    if (!doc.getElementById('ff-styles')) doc.head.append(h('style', { id: 'ff-styles' }, FRAME_STYLES));
  }

  /** Replaces the frame's content with the current state. */
  render(state: FrameState): void {
    const settings = (state.settings ?? {}) as Settings;
    const status = state.phase === 'failed' && state.lastError ? state.lastError.detailedMessage : STATUS[state.phase];
    const content = state.phase === 'rendered' ? this.content(state, settings) : [];
    this.root.className = `ff-root${settings.background === 1 ? ' ff-transparent' : ''}`;
    this.root.dataset.phase = state.phase;
    this.root.dataset.kind = state.kind ?? '';
    const context =
      state.applicationContext !== undefined &&
      h('p', { class: 'ff-status ff-context' }, `Application context: ${JSON.stringify(state.applicationContext)}`);
    this.root.replaceChildren(...content, h('p', { class: 'ff-status', role: 'status' }, status), context || '');
  }

  private content(state: FrameState, settings: Settings): HTMLElement[] {
    const locale = settings.localeSettings?.formatLocale || settings.localeSettings?.language;
    const options = (pageName: string): RenderVisualOptions => ({
      locale,
      onSelect: (visual, column, label, value) => this.actions.selectDataPoint(pageName, visual, column, label, value),
    });
    const config = state.config ?? {};
    switch (state.kind) {
      case 'report':
        return this.report(state, settings, options);
      case 'visual': {
        const page = findPage(String(config.pageName));
        const visual = page?.visuals.find((v) => v.name === config.visualName);
        if (!page || !visual) return [h('p', {}, `Visual ${String(config.visualName)} was not found.`)];
        return [this.visual(state, page, visual, options(page.name))];
      }
      case 'dashboard':
        return [
          h('h1', { class: 'ff-title' }, 'Hospital dashboard (sample)'),
          h(
            'div',
            { class: 'ff-tiles' },
            ...REPORT_PAGES.map((p) => this.visual(state, p, p.visuals[0], options(p.name))),
          ),
        ];
      case 'tile':
        return [this.visual(state, REPORT_PAGES[0], REPORT_PAGES[0].visuals[0], options(REPORT_PAGES[0].name))];
      case 'qna':
        return [
          h('h1', { class: 'ff-title' }, 'Q&A'),
          h('p', {}, `Question: ${typeof config.question === 'string' ? config.question : '(none yet)'}`),
          this.visual(state, REPORT_PAGES[0], REPORT_PAGES[0].visuals[0], options(REPORT_PAGES[0].name)),
        ];
      default:
        return [
          h('h1', { class: 'ff-title' }, 'New report'),
          h('p', {}, `Authoring canvas on dataset ${String(config.datasetId ?? '(none)')}.`),
        ];
    }
  }

  private report(
    state: FrameState,
    settings: Settings,
    options: (pageName: string) => RenderVisualOptions,
  ): HTMLElement[] {
    const page = findPage(state.activePage) ?? REPORT_PAGES[0];
    const showNav = settings.navContentPaneEnabled !== false && settings.panes?.pageNavigation?.visible !== false;
    const showFilters = settings.filterPaneEnabled !== false && settings.panes?.filters?.visible !== false;
    const header = h(
      'header',
      { class: 'ff-header' },
      h('h1', { class: 'ff-title' }, state.reportName || REPORT_DISPLAY_NAME),
      h('span', { class: 'ff-mode' }, state.viewMode === 'edit' ? 'Editing' : 'Reading view'),
    );
    const nav =
      showNav &&
      h(
        'nav',
        { class: 'ff-nav', 'aria-label': 'Pages' },
        h(
          'ul',
          {},
          ...REPORT_PAGES.map((p) => {
            const button = h(
              'button',
              { type: 'button', 'aria-current': p.name === page.name ? 'page' : undefined, 'data-page': p.name },
              p.displayName,
            );
            button.addEventListener('click', () => this.actions.selectPage(p.name));
            return h('li', {}, button);
          }),
        ),
      );
    const filters = [...state.reportFilters, ...(state.pageFilters[page.name] ?? [])];
    const pane =
      showFilters &&
      h(
        'aside',
        { class: 'ff-filters', 'aria-label': 'Filters' },
        h('h2', {}, 'Filters'),
        filters.length
          ? h('ul', {}, ...filters.map((f) => h('li', {}, describeFilter(f))))
          : h('p', {}, 'No filters applied.'),
      );
    const canvas = h(
      'main',
      { class: 'ff-canvas', 'data-page': page.name },
      h('h2', { class: 'ff-page-title' }, page.displayName),
      h('div', { class: 'ff-page' }, ...page.visuals.map((v) => this.visual(state, page, v, options(page.name), true))),
    );
    return [header, h('div', { class: 'ff-body' }, nav || '', canvas, pane || '')];
  }

  private visual(
    state: FrameState,
    page: PageDefinition,
    visual: VisualDefinition,
    options: RenderVisualOptions,
    positioned = false,
  ): HTMLElement {
    const filters = effectiveFilters(state, page.name, visual.name);
    const data = computeVisual(visual, this.data, (table, rows) => filterRows(table, rows, filters));
    const element = renderVisual(visual, data, options);
    if (positioned) {
      const { x, y, width, height } = visual.layout;
      element.style.cssText = `left:${(x / 12.8).toFixed(2)}%;top:${(y / 7.2).toFixed(2)}%;width:${(width / 12.8).toFixed(2)}%;height:${(height / 7.2).toFixed(2)}%`;
    }
    return element;
  }
}
