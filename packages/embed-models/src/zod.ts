// `@org/embed-models/zod`: the zod/mini schemas every model is defined by, their inferred types,
// and JSON Schema for any of them. Kept apart from the main entry so that validating a
// configuration never loads zod.
export * from './schemas/index';
export { toJsonSchema } from './json-schema';
