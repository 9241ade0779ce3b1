// The filter builders of powerbi-client 2.22 (one file per builder), re-exported by the package root.
export {};
