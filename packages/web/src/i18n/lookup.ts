import { interpolate } from './interpolate';

export type Tree = Record<string, unknown>;

/** The value at a dotted key (`detail.changes`), or at a flat key with dots when there is no path. */
export function find(tree: Tree | undefined, key: string): unknown {
  if (!tree) return undefined;
  let value: unknown = tree;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return tree[key];
    value = (value as Tree)[part];
  }
  return value === undefined ? tree[key] : value;
}

/** A branch of a catalogue as `returnObjects` gives it: a copy with every sentence filled. */
export function fill(value: unknown, values: Record<string, unknown>): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, values)]));
  }
  return value;
}
