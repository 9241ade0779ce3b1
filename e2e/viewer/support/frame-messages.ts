import type { Page } from '@playwright/test';
import { frameOf } from './report-frame.ts';

/** A request message of the embed protocol as the report frame received it. */
export interface FrameMessage {
  method?: string;
  url?: string;
  body?: Record<string, unknown>;
}

/**
 * Records, inside the report frame, every request message the page posts to it, so a test reads
 * exactly what the frame was sent. Call before the page opens the dashboard.
 */
export async function recordFrameMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!location.pathname.endsWith('/reportEmbed')) return;
    const log: unknown[] = [];
    (window as unknown as { __frameMessages: unknown[] }).__frameMessages = log;
    window.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { method?: unknown; url?: unknown } | null;
      if (data && typeof data.url === 'string' && typeof data.method === 'string') log.push(data);
    });
  });
}

/** What `recordFrameMessages` has recorded so far in the current report frame. */
export async function frameMessages(page: Page): Promise<FrameMessage[]> {
  const frame = await frameOf(page);
  return frame.evaluate(() =>
    JSON.parse(JSON.stringify((window as unknown as { __frameMessages?: unknown[] }).__frameMessages ?? [])),
  ) as Promise<FrameMessage[]>;
}

/** The POSTs to `url` among `messages` (e.g. '/report/load', '/report/token'). */
export const posted = (messages: FrameMessage[], url: string) =>
  messages.filter((m) => m.method === 'POST' && m.url === url);
