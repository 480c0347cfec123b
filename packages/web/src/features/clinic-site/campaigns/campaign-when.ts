import type { Campaign } from '@bayan/shared';
import { useDatePair } from '../../../components/date-pair/date-pair';
import { useFormat } from '../../../hooks/use-format';
import { useCalendarDay } from '../../../hooks/use-calendar-day';

/**
 * A campaign's day in both calendars and its hours from start to end, on the clinic's clock
 * (finding 35: the cards showed the start only). The end is the day's `endTime` at the start's
 * UTC offset.
 */
export function useCampaignWhen() {
  const format = useFormat();
  const pair = useDatePair();
  const calendarDay = useCalendarDay();
  return (campaign: Pick<Campaign, 'date' | 'start' | 'endTime'>) => {
    const offset = /[+-]\d{2}:\d{2}$/.exec(campaign.start)?.[0] ?? '+03:00';
    const day = calendarDay(campaign.date);
    return {
      day: day ? pair(day) : campaign.date,
      from: format.time(new Date(campaign.start)),
      to: format.time(new Date(`${campaign.date}T${campaign.endTime}:00${offset}`)),
    };
  };
}
