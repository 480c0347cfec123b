import { describe, expect, it } from 'vitest';
import { MinHeap } from './min-heap.js';

describe('MinHeap', () => {
  it('pops items in order of its comparison, then nothing', () => {
    const heap = new MinHeap<number>((a, b) => a < b);
    const values = [5, 3, 9, 1, 1, 8, 2, 7, 0, 6];
    for (const value of values) heap.push(value);
    expect(heap.size).toBe(10);
    const popped = values.map(() => heap.pop());
    expect(popped).toEqual([...values].sort((a, b) => a - b));
    expect(heap.pop()).toBeUndefined();
  });
});
