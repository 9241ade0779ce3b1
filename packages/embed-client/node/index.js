// Node's `import` of @org/embed-client: the CommonJS build, re-exported. One process then holds one
// copy of each class whether code `import`s or `require`s the package, so a plugin that patches a
// prototype (powerbi-report-authoring) patches the classes the app uses. Bundlers take the ES
// module build for both (the `module` condition), and keep tree-shaking.
export * from '../dist/index.cjs';
