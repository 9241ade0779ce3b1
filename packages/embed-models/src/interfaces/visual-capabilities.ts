import type { VisualDataRoleKind, VisualDataRoleKindPreference } from '../enums';

/** A data role (field well) of a visual type. */
export interface IVisualDataRole {
  name: string;
  kind: VisualDataRoleKind;
  kindPreference?: VisualDataRoleKindPreference;
  displayName?: string;
  description?: string;
}

/** What a visual type accepts. */
export interface IVisualCapabilities {
  dataRoles?: IVisualDataRole[];
}

/** Names a formatting property of a visual. */
export interface IVisualPropertySelector {
  objectName: string;
  propertyName: string;
}

/** A formatting property value. */
export interface IVisualPropertyValue {
  schema?: string;
  // `any` as in powerbi-models: the value type depends on the property.
  value: any;
}

/** Marker for "reset to the default value". */
export interface IDefaultProperty {}

/** A theme color reference. */
export interface IThemeColorProperty {
  id: number;
  shade: number;
}
