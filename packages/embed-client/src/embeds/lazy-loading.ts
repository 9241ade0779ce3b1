import type { HostFeature } from '../host/embed-host';
import { createLoadQueue } from '../service/load-queue';
import { deferFrame } from './defer-frame';

/** Lazy frames (`lazy`) and the load pool (`maxConcurrentLoads`), for `new EmbedService({ features: [lazyLoading] })`; `Service` has it. */
export const lazyLoading: HostFeature = { frames: { queue: createLoadQueue, defer: deferFrame } };
