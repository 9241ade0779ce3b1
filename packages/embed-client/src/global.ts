// Placeholder until the service lands: the script-tag entry that publishes window.powerbi.
export {};
