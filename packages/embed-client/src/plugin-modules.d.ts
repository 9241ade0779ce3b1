// powerbi-client's typings are one file of named ambient modules ('report', 'page',
// 'visualDescriptor', …), and plugins type the methods they add by augmenting those names:
// powerbi-report-authoring writes `declare module 'report' { interface Report { … } }`. An
// augmentation needs its module to exist, so the names are declared here, empty; Report, Page and
// VisualDescriptor take on whatever a plugin adds to them (see plugin-members.ts). The build copies
// this file beside the emitted declarations and references it from them.
/* eslint-disable @typescript-eslint/no-empty-object-type -- empty until a plugin augments them */
declare module 'report' {
  export interface Report {}
}
declare module 'page' {
  export interface Page {}
}
declare module 'visualDescriptor' {
  export interface VisualDescriptor {}
}
