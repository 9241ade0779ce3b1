// The wire inspector as its README shows it: one import, one call on a service of ours. Compiled by
// ../emitted-types.test.ts against the emitted declarations, like the rest of the corpus.
import { EmbedService, factories, Report, service } from '@org/embed-client';
import { inspect, type Inspector, type WireMessage } from '@org/embed-client/inspector';

// The drop-in Service, built from the factories as powerbi-client's documentation shows.
const powerbi = new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);
const inspector: Inspector = inspect(powerbi);
const first: WireMessage | undefined = inspector.messages[0];
first?.direction satisfies 'page→frame' | 'frame→page' | undefined;
inspector.mount();

// An EmbedService with only the components a page uses.
inspect(new EmbedService({ components: [Report] })).dispose();

// @ts-expect-error: a service is what it inspects, not an embed configuration.
inspect({ type: 'report' });
