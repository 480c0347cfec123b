import { useId, type ReactNode } from 'react';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../lib/menu-tree';

/** A titled section of the menu (spec §3 type `group`), with its optional caption, around its entries. */
export function NavGroup({ item, children }: { item: MenuItem; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <List
      aria-labelledby={titleId}
      subheader={
        <ListSubheader
          id={titleId}
          disableSticky
          sx={{ lineHeight: 1.5, paddingBlock: 1.5, paddingInline: 1.5, bgcolor: 'transparent' }}
        >
          <Typography
            component="span"
            variant="subtitle2"
            sx={{ display: 'block', fontWeight: 700, color: 'text.primary' }}
          >
            {t(item.title)}
          </Typography>
          {item.caption && (
            <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
              {t(item.caption)}
            </Typography>
          )}
        </ListSubheader>
      }
    >
      {children}
    </List>
  );
}
