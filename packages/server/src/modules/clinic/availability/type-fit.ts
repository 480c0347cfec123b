import type { GridSlot } from './slot-grid.js';
import type { BlockReason, SlotState } from './types.js';

/** A bookable unit in epoch ms: one agenda slot, or a type's run of consecutive slots. */
export interface RawSlot {
  start: number;
  end: number;
  seatsLeft: number;
  state: SlotState;
  blockedBy?: BlockReason;
}

/**
 * Offers a start at every slot from which `span` slots follow back to back in the same agenda
 * interval; the run is as blocked as its first blocked slot and has the seats of its fullest.
 */
export function fitSpan(slots: readonly GridSlot[], span: number, durationMs: number): RawSlot[] {
  const offered: RawSlot[] = [];
  for (let first = 0; first + span <= slots.length; first += 1) {
    const head = slots[first]!;
    let seatsLeft = head.seatsLeft;
    let blockedBy = head.blockedBy;
    let contiguous = true;
    for (let index = first + 1; index < first + span && contiguous; index += 1) {
      const slot = slots[index]!;
      contiguous = slot.run === head.run && slot.start === slots[index - 1]!.end;
      seatsLeft = Math.min(seatsLeft, slot.seatsLeft);
      blockedBy ??= slot.blockedBy;
    }
    if (contiguous) offered.push(offer(head.start, head.start + durationMs, seatsLeft, blockedBy));
  }
  return offered;
}

function offer(start: number, end: number, seatsLeft: number, blockedBy: BlockReason | undefined): RawSlot {
  if (blockedBy) return { start, end, seatsLeft: 0, state: 'Blocked', blockedBy };
  return { start, end, seatsLeft, state: seatsLeft > 0 ? 'Free' : 'Full' };
}
