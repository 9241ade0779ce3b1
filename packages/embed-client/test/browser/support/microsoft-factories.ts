/* eslint-disable @typescript-eslint/no-explicit-any -- Microsoft's libraries and ours have different types */
/**
 * Page-side (bundled into the factory-seam and standalone-factories pages): the three factories made
 * from Microsoft's window-post-message-proxy, http-post-message and powerbi-router from npm, the way
 * powerbi-client 2.22.4 makes its own.
 */
import { HttpPostMessage } from 'http-post-message';
import { Router } from 'powerbi-router';
import { WindowPostMessageProxy } from 'window-post-message-proxy';

/** The three factories of powerbi-client's `factories` export (what its Service constructor takes). */
export interface Factories {
  hpmFactory: (...args: any[]) => any;
  wpmpFactory: (...args: any[]) => any;
  routerFactory: (...args: any[]) => any;
}

export function microsoftFactories(): Factories {
  return {
    wpmpFactory: (name?: string, logMessages?: boolean, eventSourceOverrideWindow?: Window) =>
      new WindowPostMessageProxy({
        processTrackingProperties: {
          addTrackingProperties: HttpPostMessage.addTrackingProperties,
          getTrackingProperties: HttpPostMessage.getTrackingProperties,
        },
        isErrorMessage: HttpPostMessage.isErrorMessage,
        suppressWarnings: true,
        name,
        logMessages,
        eventSourceOverrideWindow,
      }),
    hpmFactory: (wpmp: any, targetWindow?: Window, version = '2.22.4', type = 'js', wrapperVersion?: string) =>
      new HttpPostMessage(
        wpmp,
        { 'x-sdk-type': type, 'x-sdk-version': version, 'x-sdk-wrapper-version': wrapperVersion },
        targetWindow,
      ),
    routerFactory: (wpmp: any) => new Router(wpmp),
  };
}
