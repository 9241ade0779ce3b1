/** The embed types of `embedConfig.type`, as in powerbi-client-react. */
export enum EmbedType {
  Create = 'create',
  Report = 'report',
  Dashboard = 'dashboard',
  Tile = 'tile',
  Qna = 'qna',
  Visual = 'visual',
}
