import type { IEmbedConfigurationBase } from '../configurations';
import type { IService } from '../service-configuration';

/** The bookmarks of an embedded report (`report.bookmarksManager`). */
export class BookmarksManager {
  constructor(
    private readonly service: IService,
    private readonly config: IEmbedConfigurationBase,
    private readonly iframe?: HTMLIFrameElement,
  ) {}
}
