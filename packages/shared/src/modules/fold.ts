type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Merged<L> = UnionToIntersection<L[keyof L]>;

/** The maps of a module list merged into one, keeping each key's literal type. */
export type Folded<L> = { [K in keyof Merged<L>]: Merged<L>[K] };

/**
 * A module list (`{ module: its map }`) as one map. The permission map, the error catalogue and
 * the audit actions each keep their own list, so a page that needs only routes carries no messages.
 */
export function fold<L extends Record<string, object>>(list: L): Folded<L> {
  return Object.assign({}, ...Object.values(list)) as Folded<L>;
}
