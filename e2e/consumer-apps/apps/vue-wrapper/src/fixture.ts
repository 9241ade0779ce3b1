// What the test reads: the handlers' events and the report the wrapper emitted.
import type { Report } from 'powerbi-client';

export const fixture: { events: string[]; report?: Report } = { events: [] };
Object.assign(window, { fixture });
