// Node's `import` of @org/embed-models: the CommonJS build, re-exported. One process then holds one
// copy of each class whether code `import`s or `require`s the package. Bundlers take the ES module
// build for both (the `module` condition), and keep tree-shaking.
export * from '../dist/index.cjs';
