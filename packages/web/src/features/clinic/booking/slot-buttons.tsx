import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Slot } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { ChoiceGrid } from './choice-grid';

interface SlotButtonsProps {
  slots: readonly Slot[];
  timeZone: string;
  onChoose: (slot: Slot) => void;
  /** The start of the slot chosen before (Back from confirm), marked. */
  selected?: string | undefined;
  /** Whether the patient already has an appointment overlapping a slot: shown, not choosable. */
  isMine?: (slot: Slot) => boolean;
}

/** A day's times in the clinic's zone: a free one is chosen; a full or blocked one is shown, not choosable. */
export function SlotButtons({ slots, timeZone, onChoose, selected, isMine = () => false }: SlotButtonsProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  return (
    <ChoiceGrid min="7.5rem">
      {slots.map((slot) => {
        const time = format.time(new Date(slot.start), timeZone);
        const mine = isMine(slot);
        const { state } = slot;
        const free = state === 'Free' && !mine;
        const chosen = selected !== undefined && Date.parse(selected) === Date.parse(slot.start);
        return (
          <li key={slot.start}>
            <Button
              fullWidth
              variant={chosen ? 'contained' : free ? 'outlined' : 'text'}
              aria-pressed={free ? chosen : undefined}
              disabled={!free}
              onClick={() => onChoose(slot)}
              sx={{ flexDirection: 'column', lineHeight: 1.3 }}
            >
              <time dateTime={slot.start}>{time}</time>
              {mine ? <span>{t('state.mine')}</span> : state !== 'Free' && <span>{t(`state.${state}`)}</span>}
            </Button>
          </li>
        );
      })}
    </ChoiceGrid>
  );
}
