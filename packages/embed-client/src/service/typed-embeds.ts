// The types that let `embed`, `load` and `bootstrap` return the component a literal `type` names.
import type {
  IComponentEmbedConfiguration,
  IDashboardEmbedConfiguration,
  IEmbedConfigurationBase,
  IQnaEmbedConfiguration,
  IReportEmbedConfiguration,
  ITileEmbedConfiguration,
  IVisualEmbedConfiguration,
} from '../configurations';
import type { Dashboard } from '../embeds/dashboard';
import type { Qna } from '../embeds/qna';
import type { Report } from '../embeds/report';
import type { Tile } from '../embeds/tile';
import type { Visual } from '../embeds/visual';

/** Any configuration `embed` takes. */
export type AnyConfig = IComponentEmbedConfiguration | IEmbedConfigurationBase;

/** The component `embed`, `load` and `bootstrap` return for each built-in `type`. */
export interface EmbedComponentMap {
  report: Report;
  visual: Visual;
  dashboard: Dashboard;
  tile: Tile;
  qna: Qna;
}

/** The configuration of each built-in `type`. */
export interface EmbedConfigMap {
  report: IReportEmbedConfiguration;
  visual: IVisualEmbedConfiguration;
  dashboard: IDashboardEmbedConfiguration;
  tile: ITileEmbedConfiguration;
  qna: IQnaEmbedConfiguration;
}

/** A configuration whose `type` names a built-in component. */
export type TypedEmbedConfiguration<T extends keyof EmbedConfigMap> = EmbedConfigMap[T] & { type: T };
