import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FirstPageRounded from '@mui/icons-material/FirstPageRounded';
import LastPageRounded from '@mui/icons-material/LastPageRounded';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { pageCount } from '../../lib/list-page';
import { mirrorInRtl } from '../mirror';

interface TablePagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** "1–10 of 99" and the page buttons; the arrows are drawn for LTR and mirrored in RTL. */
export function TablePager({ page, total, pageSize, onPageChange }: TablePagerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const buttons = [
    { label: t('table.first'), target: 1, Icon: FirstPageRounded, disabled: page <= 1 },
    { label: t('table.previous'), target: page - 1, Icon: ChevronLeftRounded, disabled: page <= 1 },
    { label: t('table.next'), target: page + 1, Icon: ChevronRightRounded, disabled: page >= pages },
    { label: t('table.last'), target: pages, Icon: LastPageRounded, disabled: page >= pages },
  ];

  return (
    <Stack
      component="nav"
      aria-label={t('table.pager')}
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', paddingBlock: 1 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('table.range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" sx={{ marginInlineEnd: 1 }}>
          {t('table.page', { page: format.number(page), pages: format.number(pages) })}
        </Typography>
        {buttons.map(({ label, target, Icon, disabled }) => (
          <IconButton key={label} aria-label={label} disabled={disabled} onClick={() => onPageChange(target)}>
            <Icon sx={mirrorInRtl} />
          </IconButton>
        ))}
      </Stack>
    </Stack>
  );
}
