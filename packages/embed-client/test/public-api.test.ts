// The run-time exports of each entry, listed so that a change to the public API shows in review.
// The main entry is powerbi-client 2.22.4's API and what this package adds; the message layer's
// pieces are exported from '@org/embed-client/transport' only.
import { describe, expect, it } from 'vitest';
import * as main from '../src/index';
import * as transport from '../src/transport/index';

describe('public API', () => {
  it('@org/embed-client', () => {
    expect(Object.keys(main).sort()).toMatchInlineSnapshot(`
      [
        "AdvancedFilterBuilder",
        "BasicFilterBuilder",
        "BookmarksManager",
        "Create",
        "Dashboard",
        "Embed",
        "EmbedError",
        "EmbedService",
        "FilterBuilder",
        "Page",
        "Qna",
        "QuickCreate",
        "RelativeDateFilterBuilder",
        "RelativeTimeFilterBuilder",
        "Report",
        "SDK_TYPE",
        "SDK_VERSION",
        "Service",
        "Tile",
        "TopNFilterBuilder",
        "Visual",
        "VisualDescriptor",
        "factories",
        "hpmFactory",
        "lazyLoading",
        "models",
        "reportLayout",
        "routerFactory",
        "service",
        "toEmbedError",
        "tokenLifecycle",
        "wpmpFactory",
      ]
    `);
  });

  it('@org/embed-client/transport', () => {
    expect(Object.keys(transport).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_REQUEST_TIMEOUT",
        "FrameRegistry",
        "HttpPostMessage",
        "MessageProxy",
        "ParentPeer",
        "RouteResponse",
        "Router",
        "anyPeer",
        "compilePattern",
        "noPeers",
        "originOf",
        "parseQuery",
        "recognize",
      ]
    `);
  });
});
