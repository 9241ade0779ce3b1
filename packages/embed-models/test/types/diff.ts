// Helpers of the interface ↔ schema type tests (interfaces-match-schemas.test-d.ts).

/** A type without index signatures and without `null`, all the way down (arrays included). */
export type Strict<T> = T extends null
  ? never
  : T extends readonly (infer U)[]
    ? Strict<U>[]
    : T extends object
      ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Strict<T[K]> }
      : T;

/** The named keys of each member of T (a union's members' keys together); arrays have none. */
export type Known<T> = T extends readonly unknown[]
  ? never
  : T extends unknown
    ? keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] }
    : never;

type Field<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/**
 * How interface I and schema input S differ: the fields only one of them names, and the fields
 * both name whose interface type the schema's input does not accept (nulls and index signatures
 * aside: see Strict).
 */
export type Diff<I, S> = {
  onlyInterface: Exclude<Known<I>, Known<S>>;
  onlySchema: Exclude<Known<S>, Known<I>>;
  incompatible: {
    [K in Known<I> & Known<S>]-?: [Strict<Field<I, K>>] extends [Strict<Field<S, K>>] ? never : K;
  }[Known<I> & Known<S>];
};

/** What Diff should be: no difference unless listed. */
export type Expect<
  T extends { onlyInterface: PropertyKey; onlySchema: PropertyKey; incompatible: PropertyKey } = {
    onlyInterface: never;
    onlySchema: never;
    incompatible: never;
  },
> = { onlyInterface: T['onlyInterface']; onlySchema: T['onlySchema']; incompatible: T['incompatible'] };
