// Node's `import` of @org/embed-models/zod: the CommonJS build, re-exported (see index.js).
export * from '../dist/zod.cjs';
