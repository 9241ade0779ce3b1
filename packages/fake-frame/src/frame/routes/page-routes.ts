import {
  DisplayOption,
  PageSizeType,
  SectionVisibility,
  validatePage,
  type IPage,
  type IVisual,
} from '@org/embed-models';
import { PAGE_SIZE, type PageDefinition, type VisualDefinition } from '../../report/report-definition';
import { visualTitle } from '../../report/visual-properties';
import type { FrameContext } from '../frame-context';
import { entityNotFound, invalidInput } from '../frame-errors';
import { pageOf } from '../frame-state';
import { visualLayout } from '../visual-layout';

/** A page as `GET /report/pages` describes it. */
export function describePage(page: PageDefinition, isActive: boolean): IPage {
  return {
    name: page.name,
    displayName: page.displayName,
    isActive,
    visibility: SectionVisibility.AlwaysVisible,
    defaultSize: { type: PageSizeType.Widescreen, ...(page.defaultSize ?? PAGE_SIZE) },
    defaultDisplayOption: DisplayOption.FitToPage,
  };
}

/** A visual as `GET /report/pages/<page>/visuals` describes it (with its title property and the layout in force, when given). */
export function describeVisual(visual: VisualDefinition, layout?: IVisual['layout']): IVisual {
  return {
    name: visual.name,
    title: visualTitle(visual),
    type: visual.type,
    layout: layout ?? { ...visual.layout, displayState: { mode: 0 } },
  };
}

/** Registers the page routes: list pages, set the active page, list a page's visuals. */
export function registerPageRoutes(ctx: FrameContext): void {
  const { state } = ctx;

  ctx.route('GET', '/report/pages', (_req, res) => {
    res.send(
      200,
      state.pages.map((p) => describePage(p, p.name === state.activePage)),
    );
  });

  ctx.route('PUT', '/report/pages/active', (req, res) => {
    const errors =
      req.body && typeof req.body === 'object' ? validatePage(req.body) : [{ message: 'input must be an object' }];
    if (errors) return res.send(400, invalidInput(errors, 'page'));
    const name = (req.body as { name: string }).name;
    const page = pageOf(state, name);
    if (!page) return res.send(404, entityNotFound(`Page ${name}`));
    res.send(202, {});
    if (page.name === state.activePage) return;
    state.activePage = page.name;
    ctx.render();
    ctx.afterReply(() => void ctx.postEvent('pageChanged', { newPage: describePage(page, true) }));
  });

  ctx.route('GET', '/report/pages/:pageName/visuals', (req, res) => {
    const page = pageOf(state, req.params.pageName);
    if (!page) return res.send(404, entityNotFound(`Page ${req.params.pageName}`));
    res.send(
      200,
      page.visuals.map((v) => describeVisual(v, visualLayout(state, page.name, v))),
    );
  });
}
