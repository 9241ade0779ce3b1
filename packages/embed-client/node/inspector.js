// Node's `import` of @org/embed-client/inspector: the CommonJS build, re-exported (see index.js).
export * from '../dist/inspector.cjs';
