// powerbi-client's typings are one file of named ambient modules ('service', 'embed', …), and the
// declarations powerbi-client-vue-js 1.1.2 emitted lean on that: one of them starts with
// `/// <reference types="powerbi-client" />` and they name `import("service").Service` and
// `import("embed").Embed`. `paths` can't redirect a types reference, so tsconfig's typeRoots makes
// it land here instead of on the powerbi-client the wrapper installs, and the two modules it names
// are ours ('powerbi-client' is @org/embed-client through `paths`).
declare module 'service' {
  export { Service } from 'powerbi-client';
}
declare module 'embed' {
  export { Embed } from 'powerbi-client';
}
