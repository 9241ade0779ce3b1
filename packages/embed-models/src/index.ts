// The public surface is assembled as the parts land.
export {};
