import { describe, expect, it, vi } from 'vitest';
import { Background } from './background.js';

describe('Background', () => {
  it('runs a task after the caller has moved on, and idle() waits for it and for what it starts', async () => {
    const background = new Background();
    const order: string[] = [];
    background.run('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('first');
      background.run('second', async () => {
        order.push('second');
      });
    });
    order.push('caller');
    await background.idle();
    expect(order).toEqual(['caller', 'first', 'second']);
  });

  it('logs a failing task with its name instead of throwing', async () => {
    const background = new Background();
    const error = vi.fn();
    background.useLogger({ error } as never);
    background.run('broken', async () => {
      throw new Error('boom');
    });
    await expect(background.idle()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ task: 'broken' }), 'background task failed');
  });
});
