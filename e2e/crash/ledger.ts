import { isDeepStrictEqual } from 'node:util';
import type { Name } from '@bayan/shared';

export type NameFields = Pick<
  Name,
  'name' | 'transliteration' | 'meaningAr' | 'meaningEn' | 'description' | 'order' | 'isActive'
>;
/** What a name should look like; null once it has been deleted. */
export type NameState = NameFields | null;

interface Entry {
  acked: NameState;
  /** A write that was sent but not answered when the server died: it may or may not have landed. */
  inFlight?: NameState;
  ackedSinceCheck: number;
}

export interface LostWrite {
  id: number;
  expected: NameState;
  found: NameState;
}

export function fieldsOf(row: Name): NameFields {
  const { name, transliteration, meaningAr, meaningEn, description, order, isActive } = row;
  return { name, transliteration, meaningAr, meaningEn, description, order, isActive };
}

/** Every acknowledged write, by name id, checked against what the restarted server returns. */
export class Ledger {
  private readonly entries = new Map<number, Entry>();

  liveIds(): number[] {
    return [...this.entries].filter(([, entry]) => entry.acked !== null).map(([id]) => id);
  }

  current(id: number): NameFields {
    const state = this.entries.get(id)?.acked;
    if (!state) throw new Error(`name ${id} is not a live name of the ledger`);
    return state;
  }

  begin(id: number, next: NameState) {
    this.entry(id).inFlight = next;
  }

  ack(id: number, state: NameState) {
    const entry = this.entries.get(id) ?? { acked: state, ackedSinceCheck: 0 };
    this.entries.set(id, { acked: state, ackedSinceCheck: entry.ackedSinceCheck + 1 });
  }

  /**
   * Compares every name the ledger knows with the server's rows. A name passes when it holds its
   * last acknowledged state or the state of the write in flight at the kill. Returns how many names were checked, those that fail and how many acknowledged writes they carried.
   */
  check(rows: ReadonlyMap<number, NameFields>): { checked: number; lost: LostWrite[]; lostWrites: number } {
    const lost: LostWrite[] = [];
    let lostWrites = 0;
    for (const [id, entry] of this.entries) {
      const found = rows.get(id) ?? null;
      const landed =
        isDeepStrictEqual(found, entry.acked) || ('inFlight' in entry && isDeepStrictEqual(found, entry.inFlight));
      if (!landed) {
        lost.push({ id, expected: entry.acked, found });
        lostWrites += Math.max(1, entry.ackedSinceCheck);
      }
      // What the server now holds is the baseline, so a loss is counted once, in its round.
      this.entries.set(id, { acked: found, ackedSinceCheck: 0 });
    }
    return { checked: this.entries.size, lost, lostWrites };
  }

  private entry(id: number): Entry {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`name ${id} is not in the ledger`);
    return entry;
  }
}
