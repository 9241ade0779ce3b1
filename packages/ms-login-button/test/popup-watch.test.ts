import type { EventCallbackFunction, IPublicClientApplication } from '@azure/msal-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_ANSWER_CHANNEL, announceBridgeAnswer, interactionTypeOf } from '../src/bridge-answer.ts';
import { watchSignInPopups, type WatchedPage } from '../src/popup-watch.ts';

const ORIGIN = 'https://viewer.example';

/** An MSAL stand-in that can announce popups the way `msal:popupOpened` does. */
function announcingInstance() {
  let listener: EventCallbackFunction | undefined;
  const instance = {
    addEventCallback: (callback: EventCallbackFunction) => ((listener = callback), 'id'),
    removeEventCallback: () => (listener = undefined),
  } as unknown as IPublicClientApplication;
  const open = (): { closed: boolean; location: { origin: string; href: string } } => {
    const popup = { closed: false, location: { origin: 'https://login.example', href: 'https://login.example/a' } };
    listener?.({ eventType: 'msal:popupOpened', payload: { popupWindow: popup } } as never);
    return popup;
  };
  return { instance, open, listening: () => listener !== undefined };
}

function page(focus = true): WatchedPage & { focus: boolean } {
  const p = { focus, origin: ORIGIN, hasFocus: () => p.focus, now: () => Date.now() };
  return p;
}

const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setImmediate(() => resolve(false)))]);

/** The `state` MSAL sends and gets back: base64 of its library state, then `|` and the app's own. */
const stateFor = (interactionType: string) => `${btoa(JSON.stringify({ id: 'x', meta: { interactionType } }))}|app`;

describe('a sign-in popup the person closes', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('[V-CALM-03] ends the attempt as user_cancelled about half a second after it closed', async () => {
    const msal = announcingInstance();
    const watch = watchSignInPopups(msal.instance, page());
    const popup = msal.open();
    vi.advanceTimersByTime(1000);
    expect(await settled(watch.closed)).toBe(false);
    popup.closed = true;
    vi.advanceTimersByTime(700);
    await expect(watch.closed).resolves.toMatchObject({ errorCode: 'user_cancelled' });
    watch.stop();
    expect(msal.listening()).toBe(false);
  });

  it('[V-CALM-03] a popup that reached the redirect page (this origin) and closed is no cancellation', async () => {
    const msal = announcingInstance();
    const watch = watchSignInPopups(msal.instance, page());
    const popup = msal.open();
    popup.location = { origin: ORIGIN, href: `${ORIGIN}/redirect.html#code=c` };
    vi.advanceTimersByTime(100);
    popup.closed = true;
    vi.advanceTimersByTime(5000);
    expect(await settled(watch.closed)).toBe(false);
    watch.stop();
  });

  it('[V-CALM-03] a popup whose redirect page announced its answer is no cancellation, even if no poll saw it', async () => {
    const msal = announcingInstance();
    const watch = watchSignInPopups(msal.instance, page());
    const popup = msal.open();
    announceBridgeAnswer({ hash: `#code=c&state=${encodeURIComponent(stateFor('popup'))}`, search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20)); // the channel delivers on the real event loop
    popup.closed = true;
    vi.advanceTimersByTime(5000);
    expect(await settled(watch.closed)).toBe(false);
    // A second popup of the same sign-in (acquireTokenPopup) is watched afresh.
    const second = msal.open();
    second.closed = true;
    vi.advanceTimersByTime(700);
    await expect(watch.closed).resolves.toMatchObject({ errorCode: 'user_cancelled' });
    watch.stop();
  });

  it('[V-CALM-03] a popup that only looks closed (COOP) while the person is still in it is not cancelled until they are back', async () => {
    const msal = announcingInstance();
    const here = page(false);
    const watch = watchSignInPopups(msal.instance, here);
    const popup = msal.open();
    popup.closed = true; // what a browsing context group switch looks like to the opener
    vi.advanceTimersByTime(10_000);
    expect(await settled(watch.closed)).toBe(false);
    here.focus = true; // the window closed and the person is back on this page
    vi.advanceTimersByTime(700);
    await expect(watch.closed).resolves.toMatchObject({ errorCode: 'user_cancelled' });
    watch.stop();
  });
});

describe('the redirect page announces a popup answer', () => {
  it('reads the interaction type MSAL put into the state, from the hash or the query', () => {
    expect(interactionTypeOf({ hash: `#code=c&state=${encodeURIComponent(stateFor('popup'))}`, search: '' })).toBe(
      'popup',
    );
    expect(interactionTypeOf({ hash: '', search: `?state=${encodeURIComponent(stateFor('redirect'))}` })).toBe(
      'redirect',
    );
    expect(interactionTypeOf({ hash: '#state=%%%', search: '' })).toBeUndefined();
    expect(interactionTypeOf({ hash: '', search: '' })).toBeUndefined();
  });

  it('posts on its channel for a popup, not for a redirect or a hidden iframe', async () => {
    const heard: unknown[] = [];
    const channel = new BroadcastChannel(BRIDGE_ANSWER_CHANNEL);
    channel.onmessage = (event) => heard.push(event.data);
    announceBridgeAnswer({ hash: `#state=${encodeURIComponent(stateFor('redirect'))}`, search: '' });
    announceBridgeAnswer({ hash: `#state=${encodeURIComponent(stateFor('silent'))}`, search: '' });
    announceBridgeAnswer({ hash: `#state=${encodeURIComponent(stateFor('popup'))}`, search: '' });
    await vi.waitFor(() => expect(heard).toEqual([{ v: 1 }]));
    channel.close();
  });
});
