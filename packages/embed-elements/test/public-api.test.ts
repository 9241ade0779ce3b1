// The run-time exports of the package, listed so that a change to the public API shows in review.
import { expect, it } from 'vitest';
import * as main from '../src/index';

it('public API: @org/embed-elements', () => {
  expect(Object.keys(main).sort()).toMatchInlineSnapshot(`
    [
      "EMBED_ELEMENT_TAGS",
      "defineEmbedElements",
      "getSharedService",
    ]
  `);
});
