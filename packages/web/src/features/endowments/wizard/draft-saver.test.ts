import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endowment, EndowmentDraft } from '@bayan/shared';

/** An error as lib/api-client throws it (its status and code). */
class ApiError extends Error {
  constructor(
    readonly status: number,
    body: { code: string; message?: string },
  ) {
    super(body.message ?? body.code);
    this.code = body.code;
  }
  readonly code: string;
}
import { DraftSaver, type SaverPorts, type SaveState } from './draft-saver';

const deed = (revision: number, draft: EndowmentDraft = {}) =>
  ({ ...draft, revision, updatedAt: '2026-11-20T09:00:00.000Z' }) as Endowment;

function saver(send: SaverPorts['send'], load = async () => deed(9)) {
  const states: SaveState['kind'][] = [];
  const stale: Endowment[] = [];
  const instance = new DraftSaver(
    { revision: 1, draft: { notes: '' } },
    {
      send,
      load,
      onState: (state) => states.push(state.kind),
      onStale: (copy) => stale.push(copy),
      draftOf: (copy) => ({ notes: copy.notes ?? '' }),
      delayMs: 1_500,
    },
  );
  return { instance, states, stale };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the draft’s autosave', () => {
  it('saves once, 1.5 s after the last change, with the revision last read, then the next one', async () => {
    const sent: [number, EndowmentDraft][] = [];
    const { instance, states } = saver(async (revision, draft) => {
      sent.push([revision, draft]);
      return deed(revision + 1, draft);
    });
    instance.change({ notes: 'a' });
    await vi.advanceTimersByTimeAsync(1_000);
    instance.change({ notes: 'ab' });
    await vi.advanceTimersByTimeAsync(1_499);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[1, { notes: 'ab' }]]);
    instance.change({ notes: 'abc' });
    await instance.flush();
    expect(sent).toEqual([
      [1, { notes: 'ab' }],
      [2, { notes: 'abc' }],
    ]);
    expect(states).toEqual(['saving', 'saved', 'saving', 'saved']);
  });

  it('sends the save of a closing tab as one that outlives the page', async () => {
    const leaving: boolean[] = [];
    const { instance } = saver(async (revision, draft, options) => {
      leaving.push(options.leaving);
      return deed(revision + 1, draft);
    });
    instance.change({ notes: 'a' });
    await instance.flush({ leaving: true });
    instance.change({ notes: 'b' });
    await instance.flush();
    expect(leaving).toEqual([true, false]);
  });

  it('does not save values the server already has', async () => {
    const send = vi.fn(async (revision: number) => deed(revision + 1));
    const { instance } = saver(send);
    instance.change({ notes: '' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the values on a network failure and retries with a growing pause', async () => {
    const sent: EndowmentDraft[] = [];
    let failures = 2;
    const { instance, states } = saver(async (revision, draft) => {
      sent.push(draft);
      if (failures-- > 0) throw new ApiError(0, { code: 'NETWORK_ERROR' });
      return deed(revision + 1, draft);
    });
    instance.change({ notes: 'kept' });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(states.at(-1)).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(sent).toEqual([{ notes: 'kept' }, { notes: 'kept' }, { notes: 'kept' }]);
    expect(states.at(-1)).toBe('saved');
  });

  it('loads the server’s copy on ENDOWMENT_STALE instead of overwriting it, and goes on from its revision', async () => {
    const revisions: number[] = [];
    const { instance, stale } = saver(
      async (revision, draft) => {
        revisions.push(revision);
        if (revision === 1) throw new ApiError(409, { code: 'ENDOWMENT_STALE', message: 'stale' });
        return deed(revision + 1, draft);
      },
      async () => deed(7, { notes: 'from the other tab' }),
    );
    instance.change({ notes: 'mine' });
    await instance.flush();
    expect(stale).toEqual([deed(7, { notes: 'from the other tab' })]);
    // The copy loaded is the new base: the same values are no change, new ones go with revision 7.
    instance.change({ notes: 'from the other tab' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(revisions).toEqual([1]);
    instance.change({ notes: 'then mine' });
    await instance.flush();
    expect(revisions).toEqual([1, 7]);
  });

  it('stops retrying a refusal a retry would not change, and says why', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, { code: 'ENDOWMENT_NOT_DRAFT', message: 'لا تُعدَّل الوثيقة إلا وهي مسودة.' });
    });
    const { instance, states } = saver(send);
    instance.change({ notes: 'x' });
    await instance.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledOnce();
    expect(states.at(-1)).toBe('failed');
  });
});
