// Enums, constants, filter and selector classes, type guards and the configuration interfaces.
export * from './surface';
// The 39 validate* functions of powerbi-models, generated from the zod schemas, and the same
// validators under powerbi-models' registry names (`Validators`).
export * from './generated/validators';
export type { Validate } from './validation/validator';
