import { describe, expect, it } from 'vitest';
import type { EndowmentDraft } from './deed-draft.js';
import { VALID_CHARITY_DEED } from './deed-fixture.js';
import {
  canonicalSnapshot,
  canonicalText,
  signerIdOf,
  snapshotHash,
  snapshotObject,
  type SnapshotMeta,
} from './deed-snapshot.js';

const meta: SnapshotMeta = { version: 1, endowerPubkey: 'u_endower', submittedAt: '2026-11-26T10:00:00.000Z' };
/** A fresh copy (JSON: this package has no DOM or Node types, so no structuredClone). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const deed = (): EndowmentDraft => copy(VALID_CHARITY_DEED) as EndowmentDraft;
const hashOf = (draft: EndowmentDraft, m: SnapshotMeta = meta) => snapshotHash(canonicalSnapshot(draft, m));

/** Mulberry32: a small seeded generator, so the random mutations are the same on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same value with every object's keys in reverse order. */
function reversedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reversedKeys(v)]),
    ) as T;
  return value;
}

const arabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const persian = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

describe('canonicalSnapshot', () => {
  it('sorts keys, stores numbers in their stored forms and adds the meta', () => {
    const text = canonicalSnapshot(deed(), meta);
    const parsed = JSON.parse(text);
    expect(text.indexOf('"deed"')).toBeLessThan(text.indexOf('"meta"'));
    expect(text.indexOf('"meta"')).toBeLessThan(text.indexOf('"scheme"'));
    expect(parsed.deed.assets[0]).toMatchObject({ ratioBp: 10_000 });
    expect(parsed.deed.assets[0].ratio).toBeUndefined();
    expect(parsed.deed.beneficiaries.map((b: { ratioBp: number }) => b.ratioBp)).toEqual([6000, 4000]);
    expect(parsed.deed.endower.phone).toBe('+966501234567');
    expect(parsed.deed.expenses).toEqual([
      { key: 'e1', kind: 'PERCENT', label: 'صيانة العقار وعمارته', valueBp: 1000 },
      { key: 'e2', kind: 'AMOUNT', label: 'أتعاب المحاسب القانوني', amountHalalas: 250_000 },
    ]);
    expect(parsed.deed.reward).toEqual({ kind: 'PERCENT', valueBp: 500 });
    expect(parsed.meta).toEqual({ ...meta, gregorianDate: '2025-06-26', hijriDate: '1447-01-01' });
    // Empty values are dropped: the fixture's empty notes, null mode, empty e-mails.
    expect(parsed.deed).not.toHaveProperty('notes');
    expect(parsed.deed).not.toHaveProperty('supervisionMode');
    expect(parsed.deed.witnesses[0]).not.toHaveProperty('email');
    expect(snapshotObject(deed(), meta)).toEqual(parsed);
  });

  it('gives the same text whatever the key order', () => {
    expect(canonicalSnapshot(reversedKeys(deed()), reversedKeys(meta))).toBe(canonicalSnapshot(deed(), meta));
  });

  it('gives the same text for Arabic-Indic or Persian digits, spaced codes and stray whitespace', () => {
    const typed = deed();
    typed.endower!.idNumber = arabicIndic(typed.endower!.idNumber!);
    typed.endower!.phone = persian('050 123 4567');
    typed.assets![1] = { ...typed.assets![1]!, ibanNumber: 'sa03 8000 0000 6080 1016 7519' } as never;
    typed.assets![0]!.ratio = '١٠٠';
    typed.beneficiaries![0]!.ratio = '٦٠٫٠٠';
    typed.introduction = `  ${typed.introduction!.replace(/ /g, '   ')}\u200f `;
    typed.gregorianDate = arabicIndic(typed.gregorianDate!);
    typed.witnesses![1]!.firstName = ` ${typed.witnesses![1]!.firstName}\t`;
    typed.expenses![0]!.value = '١٠٫٠٠';
    typed.expenses![1]!.value = '٢٬٥٠٠ ر.س';
    typed.reward = { kind: 'PERCENT', value: '٥' };
    expect(canonicalSnapshot(typed, meta)).toBe(canonicalSnapshot(deed(), meta));
  });

  it('keeps line breaks as one break and list order as given', () => {
    expect(canonicalText(' أولاً \r\n\r\n  ثانياً   ثالثاً ')).toBe('أولاً\nثانياً ثالثاً');
    const swapped = deed();
    swapped.witnesses!.reverse();
    expect(canonicalSnapshot(swapped, meta)).not.toBe(canonicalSnapshot(deed(), meta));
  });

  it('keeps an invalid value as cleaned text under its own name', () => {
    const broken = deed();
    broken.beneficiaries![0]!.ratio = '٦٠ %x';
    const parsed = JSON.parse(canonicalSnapshot(broken, meta));
    expect(parsed.deed.beneficiaries[0]).toMatchObject({ ratio: '60 %x' });
    expect(parsed.deed.beneficiaries[0]).not.toHaveProperty('ratioBp');
  });

  it('keeps a going rate without a value, and an entity representative’s ID normalised', () => {
    const draft = deed();
    draft.reward = { kind: 'GOING_RATE', value: '12' };
    draft.supervisors![0] = { ...draft.supervisors![0]!, kind: 'entity', representativeIdNumber: '١٠٥٦٧٨٩٠١٧' };
    const parsed = JSON.parse(canonicalSnapshot(draft, meta));
    expect(parsed.deed.reward).toEqual({ kind: 'GOING_RATE' });
    expect(parsed.deed.supervisors[0].representativeIdNumber).toBe('1056789017');
    expect(signerIdOf(parsed.deed.supervisors[0])).toBe('1056789017');
    expect(signerIdOf(parsed.deed.witnesses[0])).toBe('1034567899');
  });

  it('binds the meta: another version or endower is another text', async () => {
    const base = await hashOf(deed());
    expect(await hashOf(deed(), { ...meta, version: 2 })).not.toBe(base);
    expect(await hashOf(deed(), { ...meta, endowerPubkey: 'u_other' })).not.toBe(base);
  });
});

describe('snapshotHash', () => {
  it('is SHA-256 in hex over UTF-8', async () => {
    expect(await snapshotHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await snapshotHash('وقف')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with each of 1,000 random single-field mutations of the fixture', async () => {
    const random = prng(20_261_126);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    // Letters and signs that no normalisation folds into another character (no digits, no spaces, no case pairs).
    const replacements = [...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي#@QXZ'];
    const base = await hashOf(deed());
    const lists = ['assets', 'supervisors', 'witnesses', 'beneficiaries', 'expenses'] as const;
    const seen = new Set<string>();
    let deductions = 0;

    /** Every text leaf of a draft, as a holder and its key. */
    function leaves(value: unknown, out: [Record<string, unknown>, string][] = []) {
      if (value === null || typeof value !== 'object') return out;
      for (const [key, item] of Object.entries(value)) {
        if (typeof item === 'string' && item !== '') out.push([value as Record<string, unknown>, key]);
        else leaves(item, out);
      }
      return out;
    }

    for (let round = 0; round < 1000; round += 1) {
      const draft = deed();
      const kind = random();
      let description: string;
      if (kind < 0.8) {
        const [holder, key] = pick(leaves(draft));
        const text = holder[key] as string;
        const at = Math.floor(random() * text.length);
        const char = pick(replacements.filter((c) => c !== text[at]));
        holder[key] = text.slice(0, at) + char + text.slice(at + 1);
        description = `${key}: ${text} → ${holder[key] as string}`;
        if (holder === draft.reward || draft.expenses!.includes(holder as never)) deductions += 1;
      } else {
        const name = pick(lists);
        const list = draft[name]! as unknown[];
        if (name === 'expenses') deductions += 1;
        if (kind < 0.9) {
          const item = copy(pick(list)) as { key: string };
          list.splice(Math.floor(random() * (list.length + 1)), 0, { ...item, key: `k${round}` });
          description = `added an item of ${list.length - 1}`;
        } else {
          list.splice(Math.floor(random() * list.length), 1);
          description = `dropped an item of ${list.length + 1}`;
        }
      }
      const hash = await hashOf(draft);
      expect(hash, description).not.toBe(base);
      seen.add(hash);
    }
    // Most mutations are distinct deeds: their hashes are too (a guard against a hash of nothing).
    expect(seen.size).toBeGreaterThan(500);
    // The expense lines and the reward are among the fields mutated.
    expect(deductions).toBeGreaterThan(50);
  });
});
