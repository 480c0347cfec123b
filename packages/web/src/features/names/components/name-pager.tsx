import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { useTranslation } from 'react-i18next';
import type { Name } from '@bayan/shared';
import { mirrorInRtl } from '../../../components/mirror';
import { useNameNeighbours } from '../api/get-name-neighbours';

function PagerLink({ name, label, icon, edge }: { name: Name; label: string; icon: ReactNode; edge: 'start' | 'end' }) {
  return (
    <Button
      href={`/name/${name.id}`}
      variant="outlined"
      {...(edge === 'start' ? { startIcon: icon } : { endIcon: icon })}
      sx={{ marginInlineStart: edge === 'end' ? 'auto' : 0 }}
    >
      <Stack sx={{ alignItems: edge === 'start' ? 'flex-start' : 'flex-end', lineHeight: 1.4 }}>
        <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <span lang="ar">{name.name}</span>
      </Stack>
    </Button>
  );
}

/** Previous (at the start edge) and next (at the end edge) by canonical order; chevrons mirror in RTL. */
export function NamePager({ id }: { id: number }) {
  const { t } = useTranslation('names');
  const { data } = useNameNeighbours(id);
  if (!data?.previous && !data?.next) return null;

  return (
    <Stack component="nav" aria-label={t('detail.pager')} direction="row" sx={{ gap: 2 }}>
      {data.previous && (
        <PagerLink
          name={data.previous}
          label={t('detail.previous')}
          edge="start"
          icon={<ChevronLeftRounded sx={mirrorInRtl} />}
        />
      )}
      {data.next && (
        <PagerLink
          name={data.next}
          label={t('detail.next')}
          edge="end"
          icon={<ChevronRightRounded sx={mirrorInRtl} />}
        />
      )}
    </Stack>
  );
}
