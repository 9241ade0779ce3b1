import type { FrameContext } from '../frame-context';
import { registerCommandRoutes } from './command-routes';
import { registerFallbackRoutes } from './fallback-routes';
import { registerFilterRoutes } from './filter-routes';
import { registerLoadRoutes } from './load-routes';
import { registerPageRoutes } from './page-routes';

/** Every route file of the frame; a new group of routes (bookmarks, themes, …) is one more entry. */
export const ROUTE_GROUPS: readonly ((ctx: FrameContext) => void)[] = [
  registerLoadRoutes,
  registerPageRoutes,
  registerFilterRoutes,
  registerCommandRoutes,
  registerFallbackRoutes,
];
