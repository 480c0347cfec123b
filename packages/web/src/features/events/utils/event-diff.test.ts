import { describe, expect, it } from 'vitest';
import { diffFields, sameJson } from './event-diff';

describe('an audit event, field by field', () => {
  it('marks only the fields an edit changed', () => {
    const before = { name: 'ٱلْمَلِكُ', order: 3, tags: ['a'], isActive: true };
    const after = { name: 'ٱلْمَلِكُ', order: 4, tags: ['a'], isActive: false };
    expect(diffFields(before, after)).toEqual([
      { field: 'name', before: 'ٱلْمَلِكُ', after: 'ٱلْمَلِكُ', changed: false },
      { field: 'order', before: 3, after: 4, changed: true },
      { field: 'tags', before: ['a'], after: ['a'], changed: false },
      { field: 'isActive', before: true, after: false, changed: true },
    ]);
  });

  it('shows every field of a create or a delete as changed', () => {
    expect(diffFields(null, { name: 'x' })).toEqual([{ field: 'name', before: undefined, after: 'x', changed: true }]);
    expect(diffFields({ name: 'x' }, undefined)).toEqual([
      { field: 'name', before: 'x', after: undefined, changed: true },
    ]);
  });

  it('keeps a field that appears or disappears, and handles values that are not objects', () => {
    expect(diffFields({ a: 1 }, { b: 2 }).map((change) => change.field)).toEqual(['a', 'b']);
    expect(diffFields(null, null)).toEqual([]);
    expect(diffFields('on', 'off')).toEqual([{ field: '', before: 'on', after: 'off', changed: true }]);
  });

  it('compares nested JSON by content', () => {
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});
