/** The embed kinds the playground embeds on the local frame, one per entry of its picker. */
export const PLAYGROUND_KINDS = [
  'report',
  'paginatedReport',
  'dashboard',
  'tile',
  'visual',
  'qna',
  'create',
  'quickCreate',
] as const;

export type PlaygroundKind = (typeof PLAYGROUND_KINDS)[number];
