import type { RouteResponse } from '@org/embed-client/transport';
import {
  validateApplyBookmarkByNameRequest,
  validateApplyBookmarkStateRequest,
  validateCaptureBookmarkRequest,
  validatePlayBookmarkRequest,
} from '@org/embed-models';
import {
  applySnapshot,
  captureSnapshot,
  decodeBookmarkState,
  encodeBookmarkState,
  bookmarksOf,
  type BookmarkSnapshot,
} from '../bookmark-state';
import type { FrameContext } from '../frame-context';
import { entityNotFound, invalidInput, newName } from '../frame-errors';

type Validate = (input: unknown) => { message: string }[] | undefined;

/** Registers the bookmark routes: list, apply by name or by state, play mode, capture. */
export function registerBookmarkRoutes(ctx: FrameContext): void {
  const { state } = ctx;
  const route = (
    path: string,
    validate: Validate,
    handle: (body: Record<string, unknown>, res: RouteResponse) => void,
  ) =>
    ctx.route('POST', `/report/bookmarks/${path}`, (req, res) => {
      const errors =
        req.body && typeof req.body === 'object' ? validate(req.body) : [{ message: 'input must be an object' }];
      if (errors) return res.send(400, invalidInput(errors, 'bookmark request'));
      handle(req.body as Record<string, unknown>, res);
    });
  const apply = (snapshot: BookmarkSnapshot, res: RouteResponse, bookmarkName?: string) => {
    applySnapshot(state, snapshot);
    ctx.render();
    res.send(202, {});
    ctx.afterReply(() => void ctx.postEvent('bookmarkApplied', bookmarkName ? { bookmarkName } : {}));
  };

  ctx.route('GET', '/report/bookmarks', (_req, res) => res.send(200, bookmarksOf(state.report)));

  route('applyByName', validateApplyBookmarkByNameRequest, ({ name }, res) => {
    const bookmark = bookmarksOf(state.report).find((b) => b.name === name);
    if (!bookmark) return res.send(404, entityNotFound(`Bookmark ${String(name)}`));
    apply(decodeBookmarkState(bookmark.state)!, res, bookmark.name);
  });

  route('applyState', validateApplyBookmarkStateRequest, ({ state: text }, res) => {
    const snapshot = decodeBookmarkState(text);
    if (!snapshot) return res.send(400, invalidInput('state is not a bookmark state of this report', 'bookmark state'));
    apply(snapshot, res);
  });

  route('play', validatePlayBookmarkRequest, ({ playMode }, res) => {
    state.playMode = playMode as number;
    ctx.render();
    res.send(202, {});
  });

  route('capture', validateCaptureBookmarkRequest, (_body, res) => {
    res.send(200, {
      name: newName('Bookmark'),
      displayName: 'Captured bookmark',
      state: encodeBookmarkState(captureSnapshot(state)),
    });
  });
}
