import type { IFilterTarget } from './targets';

/** A value reference inside a selection event. */
export interface IDataReference {
  target: IFilterTarget;
}

/** A data point identified by equality. */
export interface IEqualsDataReference extends IDataReference {
  equals: string | boolean | number | Date;
}

/** A data region identified by a range. */
export interface IBetweenDataReference extends IDataReference {
  between: (string | boolean | number)[];
}

/** A value shown in a selected data point, raw and formatted. */
export interface IValueDataReference extends IDataReference {
  value: string | boolean | number | Date;
  formattedValue: string;
}

/** Identity and values of one selected data point or region. */
export interface IIdentityValue<T extends IDataReference> {
  identity: T[];
  values: IValueDataReference[];
}
