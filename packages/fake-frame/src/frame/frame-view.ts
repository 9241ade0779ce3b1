import { answerQuestion } from '../report/answer-question';
import { describeFilter } from '../report/describe-filter';
import { h } from '../report/dom';
import type { PageDefinition, VisualDefinition } from '../report/report-definition';
import { applyFormatting, renderVisual, type RenderVisualOptions } from '../report/render-visual';
import { visualTitle } from '../report/visual-properties';
import { visualKey } from './effective-filters';
import { dataOf, pageOf, type FrameState } from './frame-state';
import { FRAME_STYLES } from './frame-styles';
import { paginatedView, type PaginatedActions } from './paginated-view';
import { visualContent } from './visual-content';
import { pageSize, visualLayout } from './visual-layout';

/** What the person can do in the frame; the frame turns these into state changes and events. */
export interface ViewActions extends PaginatedActions {
  selectPage(pageName: string): void;
  selectDataPoint(pageName: string, visual: VisualDefinition, column: string, label: string, value: number): void;
  /** A tile of a dashboard (or the tile embed) was clicked. */
  clickTile(tileId: string): void;
  /** A question was asked in the Q&A box. */
  ask(question: string): void;
  /** An extension command of a visual's menu was chosen. */
  triggerCommand(command: string, pageName: string, visual: VisualDefinition): void;
  /** Slicer values were ticked or unticked. */
  slice(pageName: string, visual: VisualDefinition, values: string[]): void;
}

/** An extension command as `PATCH /report/settings` gives it (`extensions.commands`, or the array form's `command`). */
interface Command {
  name: string;
  title?: string;
  extend?: Record<string, { title?: string } | undefined>;
  selector?: { visualName?: string; visualType?: string };
}

function commandsOf(extensions: unknown): Command[] {
  const list = Array.isArray(extensions)
    ? extensions.map((e: { command?: Command }) => e?.command)
    : (extensions as { commands?: Command[] } | undefined)?.commands;
  return (list ?? []).filter((c): c is Command => !!c && typeof c.name === 'string');
}

/** The tiles of the dashboard: the cards and bar charts of the report, named after their visual. */
export const dashboardTiles = (pages: readonly PageDefinition[]) =>
  pages.flatMap((page) =>
    page.visuals.filter((v) => v.type === 'card' || v.type === 'clusteredBarChart').map((visual) => ({ page, visual })),
  );

type Settings = {
  zoomLevel?: number;
  extensions?: unknown;
  filterPaneEnabled?: boolean;
  navContentPaneEnabled?: boolean;
  background?: number;
  panes?: { filters?: { visible?: boolean }; pageNavigation?: { visible?: boolean } };
  localeSettings?: { language?: string; formatLocale?: string };
};

// What the frame announces to assistive technology (visually hidden): only what is worth hearing.
// A failure is shown as well, in place of the report.
const STATUS: Record<FrameState['phase'], string> = {
  waiting: '',
  loading: 'Loading the report…',
  prepared: 'Loading the report…',
  rendered: '',
  failed: 'The report could not be loaded.',
};

/** The kinds whose content fills the frame's height (a report page), rather than scrolling as a document. */
const FITTED = new Set<FrameState['kind']>([undefined, 'report', 'visual']);

/** Renders the frame's state into its root element (the whole content, on every change). */
export class FrameView {
  private readonly root: HTMLElement;
  /** What the person can do, as the frame handles it (tests reach it through `window.fakeFrame`). */
  readonly actions: ViewActions;

  constructor(root: HTMLElement, actions: ViewActions) {
    this.root = root;
    this.actions = actions;
    const doc = root.ownerDocument;
    if (!doc.getElementById('ff-styles')) doc.head.append(h('style', { id: 'ff-styles' }, FRAME_STYLES));
  }

  /** Replaces the frame's content with the current state. */
  render(state: FrameState): void {
    const settings = (state.settings ?? {}) as Settings;
    const status = state.phase === 'failed' && state.lastError ? state.lastError.detailedMessage : STATUS[state.phase];
    const content = state.phase === 'rendered' ? this.content(state, settings) : [];
    const failed = state.phase === 'failed';
    this.root.className = `ff-root${FITTED.has(state.kind) ? ' ff-fit' : ''}${settings.background === 1 ? ' ff-transparent' : ''}`;
    this.root.dataset.phase = state.phase;
    this.root.dataset.kind = state.kind ?? '';
    // The item the latest load named: a load into the same frame (an in-place switch) changes it.
    this.root.dataset.itemId = typeof state.config?.id === 'string' ? state.config.id : '';
    this.root.dataset.playMode = String(state.playMode);
    // A theme's first data colour, background and foreground colour the visuals.
    const theme = (state.theme.themeJson ?? {}) as { dataColors?: string[]; background?: string; foreground?: string };
    const colours = { '--ff-accent': theme.dataColors?.[0], '--ff-bg': theme.background, '--ff-fg': theme.foreground };
    for (const [name, value] of Object.entries(colours)) {
      if (typeof value === 'string') this.root.style.setProperty(name, value);
      else this.root.style.removeProperty(name);
    }
    const context =
      state.applicationContext !== undefined &&
      h('p', { class: 'ff-status ff-context' }, `Application context: ${JSON.stringify(state.applicationContext)}`);
    const announcement = h(
      'p',
      { class: failed ? 'ff-status ff-failed' : 'ff-status ff-sr-only', role: 'status' },
      status,
    );
    this.root.replaceChildren(...content, announcement, context || '');
  }

  private content(state: FrameState, settings: Settings): HTMLElement[] {
    const config = state.config ?? {};
    const tile = ({ page, visual }: { page: PageDefinition; visual: VisualDefinition }) => {
      const element = h(
        'div',
        { class: 'ff-tile', role: 'button', tabindex: 0, 'data-tile-id': visual.name },
        this.visual(state, settings, page, visual),
      );
      const click = () => this.actions.clickTile(visual.name);
      element.addEventListener('click', click);
      element.addEventListener('keydown', (e) => e.key === 'Enter' && click());
      return element;
    };
    switch (state.kind) {
      case 'report':
      case 'visual':
        if (state.paginated) {
          const locale = settings.localeSettings?.formatLocale || settings.localeSettings?.language;
          return paginatedView(state, this.actions, locale);
        }
        return this.report(state, settings);
      case 'dashboard':
        return [
          h('h1', { class: 'ff-title' }, 'Hospital dashboard (sample)'),
          h('div', { class: 'ff-tiles' }, ...dashboardTiles(state.pages).map(tile)),
        ];
      case 'tile': {
        const tiles = dashboardTiles(state.pages);
        return [tile(tiles.find((t) => t.visual.name === config.id) ?? tiles[0])];
      }
      case 'qna':
        return this.qna(state, settings);
      default:
        return [
          h('h1', { class: 'ff-title' }, state.reportName && config.id ? state.reportName : 'New report'),
          h('p', {}, `Authoring canvas on dataset ${String(config.datasetId ?? '(none)')}.`),
          h(
            'aside',
            { class: 'ff-filters', 'aria-label': 'Fields' },
            h('h2', {}, 'Fields'),
            h(
              'ul',
              {},
              ...Object.entries(state.report.model).map(([table, { columns }]) =>
                h('li', {}, `${table}: ${columns.join(', ')}`),
              ),
            ),
          ),
          h('div', { class: 'ff-page ff-empty', 'aria-label': 'Empty page' }),
        ];
    }
  }

  private qna(state: FrameState, settings: Settings): HTMLElement[] {
    const input = h('input', {
      type: 'search',
      class: 'ff-question',
      'aria-label': 'Ask a question about your data',
      value: state.question ?? '',
    });
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && input.value.trim()) this.actions.ask(input.value);
    });
    const answer = state.question ? answerQuestion(state.pages, state.question) : undefined;
    return [
      h('h1', { class: 'ff-title' }, 'Q&A'),
      input,
      answer?.visual
        ? this.visual(state, settings, answer.page!, answer.visual)
        : h('p', {}, state.question ? `No answer for “${state.question}”.` : 'Ask a question to see an answer.'),
    ];
  }

  private report(state: FrameState, settings: Settings): HTMLElement[] {
    const page = pageOf(state, state.activePage) ?? state.pages[0];
    const showNav = settings.navContentPaneEnabled !== false && settings.panes?.pageNavigation?.visible !== false;
    const showFilters = settings.filterPaneEnabled !== false && settings.panes?.filters?.visible !== false;
    const nav =
      showNav &&
      h(
        'nav',
        { class: 'ff-nav', 'aria-label': 'Pages' },
        h(
          'ul',
          {},
          ...state.pages.map((p) => {
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
    // The title, the edit mode when on (reading is the normal case and says nothing), then the page tabs.
    const header = h(
      'header',
      { class: 'ff-header' },
      h('h1', { class: 'ff-title' }, state.reportName || state.report.displayName),
      state.viewMode === 'edit' && h('span', { class: 'ff-mode' }, 'Editing'),
      nav || '',
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
    const size = pageSize(state);
    const sheet = h(
      'div',
      { class: 'ff-page' },
      ...page.visuals.map((v) => this.visual(state, settings, page, v, size)),
    );
    if (settings.zoomLevel) sheet.style.zoom = String(settings.zoomLevel);
    const canvas = h(
      'main',
      { class: 'ff-canvas', 'data-page': page.name },
      state.kind === 'visual' ? '' : h('h2', { class: 'ff-page-title' }, page.displayName),
      sheet,
    );
    // A single-visual embed shows its page's canvas only; its layout hides the other visuals.
    if (state.kind === 'visual') return [canvas];
    return [header, h('div', { class: 'ff-body' }, canvas, pane || '')];
  }

  private visual(
    state: FrameState,
    settings: Settings,
    page: PageDefinition,
    visual: VisualDefinition,
    size?: { width: number; height: number },
  ): HTMLElement {
    const locale = settings.localeSettings?.formatLocale || settings.localeSettings?.language;
    const options: RenderVisualOptions = {
      locale,
      onSelect: (v, column, label, value) => this.actions.selectDataPoint(page.name, v, column, label, value),
      selected: (state.slicers[visualKey(page.name, visual.name)]?.filters[0] as { values?: unknown[] })?.values,
      onSlice: (v, values) => this.actions.slice(page.name, v, values),
    };
    // The title it shows is its title property, else its own (or the one its fields make).
    const shown = { ...visual, title: visualTitle(visual) };
    const element = renderVisual(shown, visualContent(state, dataOf(state.report), page.name, visual), options);
    applyFormatting(element, visual);
    for (const command of commandsOf(settings.extensions)) {
      const menu = command.extend?.visualContextMenu ?? command.extend?.visualOptionsMenu;
      const { visualName, visualType } = command.selector ?? {};
      if (!menu || (visualName && visualName !== visual.name) || (visualType && visualType !== visual.type)) continue;
      const button = h(
        'button',
        { type: 'button', class: 'ff-command', 'data-command': command.name },
        menu.title ?? command.title ?? command.name,
      );
      button.addEventListener('click', () => this.actions.triggerCommand(command.name, page.name, visual));
      element.append(button);
    }
    if (size) {
      const { x, y, width, height, displayState } =
        // A single-visual embed shows its visual over the whole page.
        state.kind === 'visual' && visual.name === state.config?.visualName
          ? { ...visualLayout(state, page.name, visual), x: 0, y: 0, ...size }
          : visualLayout(state, page.name, visual);
      const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(2)}%`;
      element.style.cssText = `left:${pct(x, size.width)};top:${pct(y, size.height)};width:${pct(width, size.width)};height:${pct(height, size.height)}`;
      element.dataset.displayState = displayState.mode === 1 ? 'hidden' : 'visible';
      element.hidden = displayState.mode === 1;
    }
    return element;
  }
}
