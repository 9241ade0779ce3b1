// Enums, constants, filter and selector classes, type guards and the configuration interfaces.
export * from './surface';
// The zod schemas, their inferred types and the validate* functions built from them.
export * from './schemas/index';
// The powerbi-models registry names, and JSON Schema for any model schema.
export * from './validators';
export * from './json-schema';
export type { ValidationError, Validate } from './validation/validator';
