import {
  BrowserAuthError,
  BrowserAuthErrorCodes,
  EventType,
  type IPublicClientApplication,
  type PopupEvent,
} from '@azure/msal-browser';

/** How often an open sign-in popup is checked. */
const POLL_MS = 100;
/**
 * After the popup is gone, how long MSAL may still take to settle before the attempt counts as
 * cancelled (the bridge's message to this window can land just after the bridge closed the popup).
 */
const GRACE_MS = 400;

/** Watches the popups MSAL opens during one sign-in; see {@link watchSignInPopups}. */
export interface PopupWatch {
  /** Resolves with a `user_cancelled` error once a popup was closed before it came back to this origin. */
  closed: Promise<BrowserAuthError>;
  stop(): void;
}

/** Whether the popup shows a page of this origin (the redirect bridge), readable only then. */
function onThisOrigin(popup: Window): boolean {
  try {
    return popup.location.origin === window.location.origin && popup.location.href !== 'about:blank';
  } catch {
    return false; // cross-origin: still on the sign-in pages
  }
}

/**
 * msal-browser 5 no longer notices a popup the person closed: it waits for its redirect bridge
 * until `popupBridgeTimeout` (60 s by default). MSAL announces every popup it opens
 * (`msal:popupOpened`, with the window); this polls `closed` on each. A popup that reached the
 * redirect URI (this origin) closes because the response was delivered, which is not a cancellation.
 */
export function watchSignInPopups(instance: IPublicClientApplication): PopupWatch {
  const timers = new Set<ReturnType<typeof setInterval>>();
  let stopped = false;
  let cancel: (error: BrowserAuthError) => void = () => undefined;
  const closed = new Promise<BrowserAuthError>((resolve) => {
    cancel = resolve;
  });
  const track = (popup: Window) => {
    let answered = false;
    const timer = setInterval(() => {
      if (stopped) return;
      if (!popup.closed) {
        answered ||= onThisOrigin(popup);
        return;
      }
      clearInterval(timer);
      timers.delete(timer);
      if (answered) return;
      setTimeout(() => {
        if (!stopped) cancel(new BrowserAuthError(BrowserAuthErrorCodes.userCancelled, ''));
      }, GRACE_MS);
    }, POLL_MS);
    timers.add(timer);
  };
  const callbackId = instance.addEventCallback((message) => {
    if (message.eventType !== EventType.POPUP_OPENED) return;
    const popup = (message.payload as PopupEvent | null)?.popupWindow;
    if (popup) track(popup);
  });
  return {
    closed,
    stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      if (callbackId) instance.removeEventCallback(callbackId);
    },
  };
}
