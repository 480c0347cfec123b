import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl, visuallyHidden } from '../../../components/mirror';
import { RouterLink } from '../../../components/router-link';
import type { MenuItem } from '../../../lib/menu-tree';

interface NavItemProps {
  item: MenuItem;
  level: number;
  selected: boolean;
  onNavigate?: () => void;
}

/** One link of the menu (spec §3 type `item`): an app page, or an outside link (`external`). */
export function NavItem({ item, level, selected, onNavigate }: NavItemProps) {
  const { t } = useTranslation('dashboard');
  const Icon = item.icon;
  const newTab = item.target === '_blank';
  const link = item.external
    ? { component: 'a' as const, href: item.url, target: item.target, rel: newTab ? 'noopener noreferrer' : undefined }
    : { component: RouterLink, href: item.url ?? '/dashboard' };
  return (
    <ListItem disablePadding>
      <ListItemButton
        {...link}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        disabled={item.disabled}
        onClick={item.external ? undefined : onNavigate}
        sx={{ borderRadius: 2, marginBlockEnd: 0.5, paddingInlineStart: 1.5 + level * 2 }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 36, color: selected ? 'primary.main' : 'text.secondary' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText
          primary={t(item.title)}
          secondary={item.caption && t(item.caption)}
          slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500 } } }}
        />
        {item.chip && <Chip size="small" label={t(item.chip.label)} color={item.chip.color} variant="outlined" />}
        {newTab && (
          <>
            <OpenInNewRounded fontSize="small" color="action" sx={mirrorInRtl} />
            <span style={visuallyHidden}> {t('shell.newTab')}</span>
          </>
        )}
      </ListItemButton>
    </ListItem>
  );
}
