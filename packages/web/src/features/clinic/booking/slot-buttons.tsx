import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Slot } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { zonedParts } from '../model/zoned-time';
import { ChoiceGrid } from './choice-grid';

interface SlotButtonsProps {
  slots: readonly Slot[];
  timeZone: string;
  onChoose: (slot: Slot) => void;
  /** The start of the slot chosen before (Back from confirm), marked. */
  selected?: string | undefined;
  /** Whether the patient already has an appointment overlapping a slot: shown, not choosable. */
  isMine?: (slot: Slot) => boolean;
  /** A time asked for (HH:MM in the clinic's zone): the slot nearest to it is marked. */
  marked?: string | undefined;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slot whose start in the clinic's zone is nearest to the time asked for. */
function nearest(slots: readonly Slot[], timeZone: string, time: string): string | undefined {
  const wanted = minutesOf(time);
  const distance = (slot: Slot) => Math.abs(zonedParts(Date.parse(slot.start), timeZone).minutes - wanted);
  return slots.reduce<Slot | undefined>(
    (best, slot) => (!best || distance(slot) < distance(best) ? slot : best),
    undefined,
  )?.start;
}

/** A day's times in the clinic's zone: a free one is chosen; a full or blocked one is shown, not choosable. */
export function SlotButtons({ slots, timeZone, onChoose, selected, isMine = () => false, marked }: SlotButtonsProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const markedStart = marked ? nearest(slots, timeZone, marked) : undefined;
  return (
    <ChoiceGrid min="7.5rem">
      {slots.map((slot) => {
        const time = format.time(new Date(slot.start), timeZone);
        const mine = isMine(slot);
        const { state } = slot;
        const free = state === 'Free' && !mine;
        const chosen = selected !== undefined && Date.parse(selected) === Date.parse(slot.start);
        const asked = slot.start === markedStart;
        return (
          <li key={slot.start}>
            <Button
              fullWidth
              variant={chosen ? 'contained' : free ? 'outlined' : 'text'}
              aria-pressed={free ? chosen : undefined}
              color={asked ? 'secondary' : 'primary'}
              disabled={!free}
              onClick={() => onChoose(slot)}
              sx={{
                flexDirection: 'column',
                lineHeight: 1.3,
                ...(asked && { borderWidth: 2, '&:hover': { borderWidth: 2 } }),
              }}
            >
              <time dateTime={slot.start}>{time}</time>
              {mine ? <span>{t('state.mine')}</span> : state !== 'Free' && <span>{t(`state.${state}`)}</span>}
              {asked && <span>{t('askedTime')}</span>}
            </Button>
          </li>
        );
      })}
    </ChoiceGrid>
  );
}
