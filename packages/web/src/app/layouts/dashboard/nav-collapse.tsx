import { useId, useState, type ReactNode } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../lib/menu-tree';

interface NavCollapseProps {
  item: MenuItem;
  level: number;
  /** The page on screen is inside: shown open until the user closes it. */
  open: boolean;
  /** The sub-list's entries. */
  children: ReactNode;
}

/** A menu entry that opens and closes a sub-list (spec §3 type `collapse`). */
export function NavCollapse({ item, level, open: holdsActive, children }: NavCollapseProps) {
  const { t } = useTranslation('dashboard');
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? holdsActive;
  const listId = useId();
  const Icon = item.icon;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={item.disabled}
        onClick={() => setToggled(!open)}
        sx={{ borderRadius: 2, marginBlockEnd: 0.5, paddingInlineStart: 1.5 + level * 2 }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 36, color: holdsActive ? 'primary.main' : 'text.secondary' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={t(item.title)} secondary={item.caption && t(item.caption)} />
        {open ? <ExpandLessRounded fontSize="small" /> : <ExpandMoreRounded fontSize="small" />}
      </ListItemButton>
      {/* A closed sub-list is not drawn: the whole menu is rendered with every dashboard page, and its
          closed branches are most of it (issue 14: the phone's blocking time). */}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {children}
        </List>
      </Collapse>
    </ListItem>
  );
}
