// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a script of ambient modules, not a module to import
/// <reference path="./plugin-modules.d.ts" />
/**
 * The members plugins added to `Augmented` (an interface of one of the modules declared in
 * plugin-modules.d.ts). When powerbi-client's own typings are in the same compilation, their
 * modules of those names hold powerbi-client's classes (`Module` then exports `Name` as a value),
 * whose members would clash with ours; nothing is taken then.
 */
export type PluginMembers<Module, Name extends string, Augmented> = Omit<
  Augmented,
  Module extends Record<Name, unknown> ? keyof Augmented : never
>;
