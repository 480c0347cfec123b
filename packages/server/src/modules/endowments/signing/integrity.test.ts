import { canonicalJson, canonicalSnapshot, snapshotHash, VALID_CHARITY_DEED, type EndowmentDraft } from '@bayan/shared';
import { describe, expect, it } from 'vitest';
import { signaturesHold } from './integrity.js';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A small seeded generator (mulberry32): the same 1,000 mutations on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every leaf of the snapshot, as the path of keys and indexes that reaches it. */
function leaves(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [path];
}

const REPLACEMENTS = ['٠', '1', 'ا', 'ب', 'x', ' ', '.', '-'];

/** The top-level deed fields whose leaves were mutated, counted (the expense lines and the reward among them). */
const touched = new Map<string, number>();

/** One field changed: a character of a text replaced, a number moved by one, a flag flipped. */
function mutateOne(snapshot: Json, next: () => number): Json {
  const copy = structuredClone(snapshot);
  const paths = leaves(copy);
  const path = paths[Math.floor(next() * paths.length)]!;
  const field = path[0] === 'deed' ? String(path[1]) : String(path[0]);
  touched.set(field, (touched.get(field) ?? 0) + 1);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const key = path.at(-1)!;
  const value = parent[key];
  if (typeof value === 'number') parent[key] = value + (next() < 0.5 ? 1 : -1);
  else if (typeof value === 'boolean') parent[key] = !value;
  else if (typeof value === 'string') {
    const at = Math.floor(next() * (value.length + 1));
    const choices = REPLACEMENTS.filter((c) => c !== value[at]);
    const replacement = choices[Math.floor(next() * choices.length)]!;
    parent[key] = value.slice(0, at) + replacement + value.slice(at + 1);
  } else parent[key] = 'x';
  return copy;
}

describe('tampering with a signed snapshot', () => {
  it('is detected for 1,000 random single-field mutations: the hash differs, the signatures no longer hold', async () => {
    const text = canonicalSnapshot(VALID_CHARITY_DEED as EndowmentDraft, {
      version: 1,
      endowerPubkey: 'AAAAAAAAAAAAAAAAAAAAAA',
      submittedAt: '2026-11-26T10:00:00.000Z',
    });
    const hash = await snapshotHash(text);
    const signatures = Array.from({ length: 4 }, () => ({ state: 'SIGNED' as const, signedHash: hash }));
    expect(await signaturesHold(text, hash, signatures)).toBe(true);
    const snapshot = JSON.parse(text) as Json;
    const next = random(13);
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const tampered = canonicalJson(mutateOne(snapshot, next) as never);
      expect(tampered).not.toBe(text);
      seen.add(tampered);
      expect(await snapshotHash(tampered)).not.toBe(hash);
      expect(await signaturesHold(tampered, hash, signatures)).toBe(false);
    }
    // The mutations reach many fields, not one again and again: the expense lines and the reward too.
    expect(seen.size).toBeGreaterThan(500);
    expect(touched.get('expenses')).toBeGreaterThan(10);
    expect(touched.get('reward')).toBeGreaterThan(0);
  });

  it('does not hold when one signature bound another hash or is not SIGNED', async () => {
    const text = '{"a":1}';
    const hash = await snapshotHash(text);
    expect(await signaturesHold(text, hash, [{ state: 'SIGNED', signedHash: 'b'.repeat(64) }])).toBe(false);
    expect(await signaturesHold(text, hash, [{ state: 'REVOKED', signedHash: hash }])).toBe(false);
  });
});
