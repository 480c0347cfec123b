import { describe, expect, it } from 'vitest';
import { slotBands } from './slots';

const slot = (state: 'Free' | 'Full' | 'Blocked', from: string, to: string, seatsLeft = 1) => ({
  state,
  start: `2026-03-08T${from}:00+03:00`,
  end: `2026-03-08T${to}:00+03:00`,
  seatsLeft,
});

describe('the free and unavailable times behind a calendar', () => {
  it('keeps each free slot, joins touching blocked ones and leaves full ones to their appointments', () => {
    const bands = slotBands([
      {
        date: '2026-03-08',
        slots: [
          slot('Blocked', '09:00', '09:30', 0),
          slot('Blocked', '09:30', '10:00', 0),
          slot('Free', '10:00', '10:30', 2),
          slot('Full', '10:30', '11:00', 0),
          slot('Blocked', '11:00', '11:30', 0),
          slot('Free', '11:30', '12:00'),
        ],
      },
    ]);
    expect(bands.map(({ state, start, end }) => [state, start.slice(11, 16), end.slice(11, 16)])).toEqual([
      ['Blocked', '09:00', '10:00'],
      ['Free', '10:00', '10:30'],
      ['Blocked', '11:00', '11:30'],
      ['Free', '11:30', '12:00'],
    ]);
    expect(bands[1]!.seatsLeft).toBe(2);
  });

  it('does not join blocked time across a gap', () => {
    const bands = slotBands([
      { date: '2026-03-08', slots: [slot('Blocked', '09:00', '09:30', 0), slot('Blocked', '10:00', '10:30', 0)] },
    ]);
    expect(bands).toHaveLength(2);
  });
});
