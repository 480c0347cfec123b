import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Etablissement } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { SiteCard } from '../components/site-card';
import { useHoursPhrase } from './use-hours-phrase';

/** A search for the address on the map: the clinic keeps an address, not coordinates. */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: address }).toString()}`;

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <Typography
        component="dt"
        variant="body2"
        sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="dd" sx={{ margin: 0, paddingInlineStart: 4, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}

/** A clinic: its name and description, where it is, how to call it and when it is open. */
export function ClinicCard({ clinic }: { clinic: Etablissement }) {
  const { t } = useTranslation('clinicSite');
  const { language } = useLanguage();
  const format = useFormat();
  const hours = useHoursPhrase();
  const name = language === 'ar' ? clinic.nameAr : clinic.nameEn;
  return (
    <SiteCard component="article">
      <Typography variant="h2" sx={{ fontSize: '1.375rem', marginBlockEnd: 1 }}>
        {name}
      </Typography>
      {clinic.description && (
        <Typography dir="auto" sx={{ color: 'text.secondary', marginBlockEnd: 2, whiteSpace: 'pre-line' }}>
          {clinic.description}
        </Typography>
      )}
      <Stack component="dl" spacing={1.5} sx={{ margin: 0 }}>
        {clinic.address && (
          <Detail icon={<PlaceOutlined />} label={t('about.address')}>
            {clinic.address}{' '}
            <Link
              href={mapLink(clinic.address)}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
            >
              <MapOutlined fontSize="small" aria-hidden />
              {t('about.map')}
            </Link>
          </Detail>
        )}
        {clinic.phone && (
          <Detail icon={<PhoneOutlined />} label={t('about.phone')}>
            <Link href={`tel:${clinic.phone}`}>
              <bdi dir="ltr">{format.digits(clinic.phone)}</bdi>
            </Link>
          </Detail>
        )}
        <Detail icon={<AccessTimeOutlined />} label={t('about.hours')}>
          {hours(clinic)}
        </Detail>
      </Stack>
    </SiteCard>
  );
}
