// Enums, constants, filter and selector classes, type guards and the configuration interfaces.
export * from './surface';
// The 39 validate* functions of powerbi-models, generated from the zod schemas.
export * from './generated/validators';
// The same validators under powerbi-models' registry names.
export * from './validators';
export type { Validate } from './validation/validator';
