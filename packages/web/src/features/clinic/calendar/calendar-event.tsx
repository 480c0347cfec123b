import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { appointmentColor, type Appointment } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { SeriesMarker, useSeriesWords } from '../series/series-marker';
import type { Placement } from './layout';

/**
 * The state's colour (the API's `color`, the chips' palette colour) as a tint with a strong
 * edge; the text stays the page's (readable on any tint).
 */
function colours(appointment: Appointment) {
  const main = appointmentColor(appointment.status);
  return { main, tint: alpha(main, 0.14) };
}

/** One appointment on the calendar: its time, patient and state; a click opens it. */
export function CalendarEvent({ placed, onOpen }: { placed: Placement<Appointment>; onOpen: () => void }) {
  const { t } = useTranslation(['clinic', 'dashboard']);
  const format = useFormat();
  const { item: appointment } = placed;
  const time = format.time(new Date(appointment.start), appointment.timeZone);
  const status = t(`dashboard:home.stats.statuses.${appointment.status}`);
  const released = appointment.status === 'Canceled' || appointment.status === 'Rejected';
  const series = useSeriesWords()(appointment);
  const label = t('calendar.event', { time, patient: appointment.patient.name, status });
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={series ? `${label} ${series.name}` : label}
      sx={(theme) => {
        const { main, tint } = colours(appointment);
        return {
          gridRow: `${placed.rowStart} / ${placed.rowEnd}`,
          gridColumn: `${placed.column} / span ${placed.span}`,
          zIndex: 1,
          margin: '1px',
          minWidth: 0,
          display: 'block',
          overflow: 'hidden',
          textAlign: 'start',
          paddingInline: 0.75,
          paddingBlock: 0.25,
          borderRadius: 1,
          bgcolor: theme.palette.background.paper,
          backgroundImage: `linear-gradient(${tint}, ${tint})`,
          borderInlineStart: `4px solid ${main}`,
          opacity: released ? 0.7 : 1,
          fontSize: '0.75rem',
          lineHeight: 1.4,
          '&:hover': { boxShadow: 2 },
        };
      }}
    >
      <bdi>{time}</bdi>{' '}
      <strong style={{ textDecoration: released ? 'line-through' : undefined }}>{appointment.patient.name}</strong>
      <span style={{ display: 'block' }}>
        {status}
        <SeriesMarker appointment={appointment} plain />
      </span>
    </ButtonBase>
  );
}
