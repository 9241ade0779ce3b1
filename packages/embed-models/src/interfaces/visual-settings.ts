import type { CommandDisplayOption } from '../enums';
import type { IVisualSelector, IVisualTypeSelector } from './selectors';

/** Which visuals a header setting applies to. */
export type VisualHeaderSelector = IVisualSelector | IVisualTypeSelector;

/** Older name of VisualHeaderSelector. */
export type VisualsHeaderSelector = VisualHeaderSelector;

/** Header options of a visual. */
export interface IVisualHeaderSettings {
  visible?: boolean;
}

/** Header settings for the visuals matched by `selector` (all visuals if absent). */
export interface IVisualHeader {
  settings: IVisualHeaderSettings;
  selector?: VisualHeaderSelector;
}

/** `settings.visualSettings`. */
export interface IVisualSettings {
  visualHeaders?: IVisualHeader[];
}

/** Which visuals a command setting applies to. */
export type VisualCommandSelector = IVisualSelector | IVisualTypeSelector;

/** State of one built-in command for the visuals matched by `selector`. */
export interface ICommandSettings {
  displayOption: CommandDisplayOption;
  selector?: VisualCommandSelector;
}

/** One entry of `settings.commands`: the built-in commands to change. */
export interface ICommandsSettings {
  copy?: ICommandSettings;
  drill?: ICommandSettings;
  drillthrough?: ICommandSettings;
  expandCollapse?: ICommandSettings;
  exportData?: ICommandSettings;
  includeExclude?: ICommandSettings;
  removeVisual?: ICommandSettings;
  search?: ICommandSettings;
  seeData?: ICommandSettings;
  sort?: ICommandSettings;
  spotlight?: ICommandSettings;
  insightsAnalysis?: ICommandSettings;
  addComment?: ICommandSettings;
  groupVisualContainers?: ICommandSettings;
  summarize?: ICommandSettings;
  clearSelection?: ICommandSettings;
}
