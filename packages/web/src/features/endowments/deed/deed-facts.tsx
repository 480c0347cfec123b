import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hijriToGregorian, parseHijriIso, type EndowmentSigning } from '@bayan/shared';
import { useDatePair } from '../../../components/date-pair/date-pair';
import { useFormat } from '../../../hooks/use-format';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import { DeedStatusChip } from './deed-status-chip';
import { HashText } from './hash-text';
import { DeedNumber } from './deed-number';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', minHeight: 28 }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** The deed's state, version, hash, document number and registration, side by side (stacked on phones). */
export function DeedFacts({ deed }: { deed: EndowmentSigning }) {
  const { t } = useTranslation('endowmentsSigning');
  const format = useFormat();
  const calendarDay = useCalendarDay();
  const pair = useDatePair();
  const hijri = deed.registration ? parseHijriIso(deed.registration.hijriDate) : null;
  const gregorian = hijri ? hijriToGregorian(hijri) : null;
  const registered = gregorian ? calendarDay(gregorian) : null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: { xs: 1.5, sm: 4 }, flexWrap: 'wrap' }}
      component="section"
      aria-label={t('deed.facts')}
    >
      <Fact label={t('deed.status')}>
        <DeedStatusChip status={deed.status} />
      </Fact>
      {deed.version > 0 && (
        <Fact label={t('deed.version')}>
          <Typography>{format.number(deed.version)}</Typography>
        </Fact>
      )}
      {deed.hash && (
        <Fact label={t('deed.hash')}>
          <HashText hash={deed.hash} />
        </Fact>
      )}
      {deed.docNumber && (
        <Fact label={t('deed.documentNumber')}>
          <DeedNumber value={deed.docNumber} variant="body1" />
        </Fact>
      )}
      {deed.registration && (
        <Fact label={t('deed.registration')}>
          <Typography>
            {t('deed.registeredAs', {
              number: format.ltr(deed.registration.deedNumber),
              date: registered ? pair(registered) : deed.registration.hijriDate,
            })}
          </Typography>
        </Fact>
      )}
    </Stack>
  );
}
