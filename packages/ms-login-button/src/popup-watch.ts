import {
  BrowserAuthError,
  type BrowserAuthErrorCodes,
  type EventType,
  type IPublicClientApplication,
  type PopupEvent,
} from '@azure/msal-browser';
import type { BRIDGE_ANSWER_CHANNEL } from './bridge-answer.ts';

// The timings (written where they are used, like MSAL's values, which would each cost an import
// and a property read in the bundle): the popups are checked every 100 ms; once a popup is gone and
// this page has the focus, an answer may still take 500 ms to arrive before the attempt counts as
// cancelled (the redirect page posts it just before it closes).

/** What the watch reads of the page it runs in; tests pass their own. */
export interface WatchedPage {
  /** Whether the person is on this page (`document.hasFocus()`). */
  hasFocus(): boolean;
  /** This page's origin: a popup showing it has reached the redirect page. */
  origin: string;
}

/** Watches the popups MSAL opens during one sign-in; see {@link watchSignInPopups}. */
export interface PopupWatch {
  /** Resolves with a `user_cancelled` error once a popup was closed without answering. */
  closed: Promise<BrowserAuthError>;
  stop(): void;
}

/**
 * msal-browser 5 does not notice a sign-in popup the person closed: it waits for its redirect bridge
 * until `popupBridgeTimeout` (60 s by default). This watches every popup MSAL announces
 * (`msal:popupOpened`) and ends the attempt as a cancellation when one is closed without answering.
 *
 * "Answered" is known for sure from this package's redirect page, which posts on
 * {@link BRIDGE_ANSWER_CHANNEL} before it hands the response over, and also when a poll sees the
 * popup on this origin. "Closed" is `popup.closed` together with the focus back on this page: a
 * popup whose page sends `Cross-Origin-Opener-Policy` (as Microsoft's sign-in pages may) looks
 * closed to its opener while it is still open, and then the person is still in it, not here.
 */
export function watchSignInPopups(
  instance: IPublicClientApplication,
  page: WatchedPage = {
    hasFocus: () => document.hasFocus(),
    // Read when a poll needs it (there may be no window where the watch is made, e.g. in Node tests).
    get origin() {
      return location.origin;
    },
  },
): PopupWatch {
  // A popup is watched from MSAL's announcement until it answers (the next one is watched afresh),
  // with the time it was first seen gone while this page had the focus (0 until then).
  const popups = new Map<Window, number>();
  let cancel!: (error: BrowserAuthError) => void;
  const closed = new Promise<BrowserAuthError>((resolve) => (cancel = resolve));

  // One sign-in has one popup open at a time: an answer is that popup's.
  const channel =
    typeof BroadcastChannel == 'undefined'
      ? undefined
      : Object.assign(new BroadcastChannel('ms-login-button.redirect-bridge' satisfies typeof BRIDGE_ANSWER_CHANNEL), {
          onmessage: () => popups.clear(),
        });

  const timer = setInterval(() => {
    for (const [popup, goneSince] of popups) {
      if (!popup.closed) {
        // On a page of this origin (the redirect page), which it can only read then: answered.
        try {
          if (popup.location.origin === page.origin && popup.location.href !== 'about:blank') popups.delete(popup);
        } catch {
          // another origin: still on the sign-in pages
        }
      } else if (!goneSince) {
        // Gone for the opener; it only counts once the person is back on this page.
        if (page.hasFocus()) popups.set(popup, Date.now());
      } else if (Date.now() - goneSince >= 500) {
        cancel(new BrowserAuthError('user_cancelled' satisfies typeof BrowserAuthErrorCodes.userCancelled, ''));
      }
    }
  }, 100);

  const callbackId = instance.addEventCallback((message) => {
    const popup =
      message.eventType === ('msal:popupOpened' satisfies typeof EventType.POPUP_OPENED) &&
      (message.payload as PopupEvent | null)?.popupWindow;
    if (popup) popups.set(popup, 0);
  });

  return {
    closed,
    stop() {
      clearInterval(timer);
      channel?.close();
      if (callbackId) instance.removeEventCallback(callbackId);
    },
  };
}
