import { readViewerConfig, type ViewerConfig } from './read-viewer-config.ts';

export type { ViewerConfig } from './read-viewer-config.ts';

/** The configuration of this build, from its `VITE_*` variables (see `read-viewer-config.ts`). */
export const viewerConfig: ViewerConfig = readViewerConfig(import.meta.env);
