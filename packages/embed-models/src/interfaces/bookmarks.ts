import type { BookmarksPlayMode } from '../enums';

/** A report bookmark (a folder when it has children). */
export interface IReportBookmark {
  name: string;
  displayName: string;
  state?: string;
  children?: IReportBookmark[];
}

/** What `capture` includes. */
export interface ICaptureBookmarkOptions {
  personalizeVisuals?: boolean;
  allPages?: boolean;
}

/** Body of `playBookmark`. */
export interface IPlayBookmarkRequest {
  playMode: BookmarksPlayMode;
}

/** Body of `addBookmark`. */
export interface IAddBookmarkRequest {
  state?: string;
  displayName?: string;
  apply?: boolean;
}

/** Apply a bookmark by captured state or by name. */
export type IApplyBookmarkRequest = IApplyBookmarkStateRequest | IApplyBookmarkByNameRequest;

/** Apply a captured bookmark state. */
export interface IApplyBookmarkStateRequest {
  state: string;
}

/** Apply a bookmark by name. */
export interface IApplyBookmarkByNameRequest {
  name: string;
}

/** Body of `captureBookmark`. */
export interface ICaptureBookmarkRequest {
  options: ICaptureBookmarkOptions;
}
