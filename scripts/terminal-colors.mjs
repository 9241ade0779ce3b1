// Colours for the scripts' own messages: only on a terminal, and never with NO_COLOR set.
const color = (code) => (text) =>
  process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[${code}m${text}\x1b[0m` : text;

export const bold = color('1');
export const dim = color('2');
export const red = color('31');
export const green = color('32');
export const cyan = color('36');
