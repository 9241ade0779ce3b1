import type { FrameContext } from '../frame-context';
import { registerBookmarkRoutes } from './bookmark-routes';
import { registerCommandRoutes } from './command-routes';
import { registerFallbackRoutes } from './fallback-routes';
import { registerFilterRoutes } from './filter-routes';
import { registerLoadRoutes } from './load-routes';
import { registerPageAuthoringRoutes } from './page-authoring-routes';
import { registerPageRoutes } from './page-routes';
import { registerQnaRoutes } from './qna-routes';
import { registerReportViewRoutes } from './report-view-routes';
import { registerVisualAuthoringRoutes } from './visual-authoring-routes';
import { registerVisualRoutes } from './visual-routes';

/** Every route file of the frame; a new group of routes (bookmarks, themes, …) is one more entry. */
export const ROUTE_GROUPS: readonly ((ctx: FrameContext) => void)[] = [
  registerLoadRoutes,
  registerPageRoutes,
  registerFilterRoutes,
  registerCommandRoutes,
  registerPageAuthoringRoutes,
  registerVisualRoutes,
  registerVisualAuthoringRoutes,
  registerBookmarkRoutes,
  registerReportViewRoutes,
  registerQnaRoutes,
  registerFallbackRoutes,
];
