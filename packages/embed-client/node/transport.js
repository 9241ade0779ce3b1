// Node's `import` of @org/embed-client/transport: the CommonJS build, re-exported (see index.js).
export * from '../dist/transport.cjs';
