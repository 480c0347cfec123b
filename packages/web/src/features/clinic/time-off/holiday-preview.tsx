import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { officialHolidays } from '@bayan/shared';
import { useDatePair } from '../../../components/date-pair/date-pair';
import { useCalendarDay } from '../../../hooks/use-calendar-day';

/** The official holidays of `year` as they will be blocked: each name, its days in both calendars. */
export function HolidayPreview({ year }: { year: number }) {
  const { t } = useTranslation('agendas');
  const calendarDay = useCalendarDay();
  const pair = useDatePair();
  const day = (iso: string) => calendarDay(iso) ?? { hijri: iso, gregorian: iso };
  const headingId = 'holiday-preview-heading';
  return (
    <>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('timeOff.holidays.preview')}
      </Typography>
      <List dense aria-labelledby={headingId} disablePadding>
        {officialHolidays(year).map((holiday) => {
          const [from, to] = [day(holiday.from), day(holiday.to)];
          const same = holiday.from === holiday.to;
          return (
            <ListItem key={holiday.key} disableGutters>
              <ListItemText
                primary={t(`timeOff.holidays.names.${holiday.kind}`)}
                secondary={
                  same
                    ? pair(from)
                    : pair({
                        hijri: t('timeOff.holidays.range', { from: from.hijri, to: to.hijri }),
                        gregorian: t('timeOff.holidays.range', { from: from.gregorian, to: to.gregorian }),
                      })
                }
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
