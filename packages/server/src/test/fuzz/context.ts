import type { Components } from './json-schema.js';
import type { Operation } from './operations.js';

/** Values known to exist (seeded names, fixture accounts, setting keys), by "<resource>.<param>". */
export type Pools = Record<string, readonly string[]>;

export interface Context {
  op: Operation;
  components: Components;
  pools: Pools;
}
