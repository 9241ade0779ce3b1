// Filled in by the models-surface work: re-export enums, constants, classes, guards, interfaces.
export {};
