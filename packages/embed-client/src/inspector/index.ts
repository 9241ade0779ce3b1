// @org/embed-client/inspector: the wire inspector, an opt-in entry point (nothing of it is in the main entry).
export { inspect } from './inspect';
export type { InspectableService, Inspector, WireDirection, WireMessage } from './types';
