import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueFullError } from './bounded-queue.js';

/** A task that ends when told to, and says whether it started. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const task = { started: false, open, run: async () => ((task.started = true), await opened, 'done') };
  return task;
}

describe('BoundedQueue', () => {
  it('runs two at once, lines up the next in order, refuses past the line', async () => {
    const queue = new BoundedQueue(2, 1);
    const [a, b, c, d] = [gate(), gate(), gate(), gate()];
    const ran = [queue.run(a.run), queue.run(b.run), queue.run(c.run)];
    await Promise.resolve();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    expect(queue.size).toEqual({ active: 2, waiting: 1 });
    await expect(queue.run(d.run)).rejects.toBeInstanceOf(QueueFullError);
    expect(d.started).toBe(false);

    a.open();
    await ran[0];
    await Promise.resolve();
    expect(c.started).toBe(true);
    expect(queue.size).toEqual({ active: 2, waiting: 0 });
    b.open();
    c.open();
    expect(await Promise.all(ran)).toEqual(['done', 'done', 'done']);
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the place of a task that fails', async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
