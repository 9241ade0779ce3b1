// Enums, constants, filter and selector classes, type guards and the configuration interfaces.
export * from './surface';
// The zod schemas, their inferred types and the validate* functions built from them.
export * from './schemas/index';
