import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../hooks/use-page-title';

/** The message's main way on: a link (`href`) or a button (`onClick`). */
interface StatusAction {
  label: string;
  href?: string;
  onClick?: () => void;
  /** Contained unless told: outlined where the way on is not the page's main call. */
  variant?: 'contained' | 'outlined';
}

interface StatusMessageProps {
  icon: ReactNode;
  title: string;
  body: ReactNode;
  /** h1 when the message is the whole page (not found, placeholder); lower inside a page. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** The main action, first; `actions` follow it. */
  action?: StatusAction;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}

/** Empty, error, not-found and "coming soon" states share this one friendly layout. */
export function StatusMessage({ icon, title, body, headingLevel = 'h2', action, actions, role }: StatusMessageProps) {
  return (
    <Stack role={role} spacing={2} sx={{ alignItems: 'center', textAlign: 'center', paddingBlock: { xs: 6, md: 10 } }}>
      <Box aria-hidden sx={{ color: 'primary.main', fontSize: 56, display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant={headingLevel === 'h1' ? 'h1' : 'h2'} component={headingLevel} sx={{ fontSize: '1.75rem' }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: '36rem' }}>{body}</Typography>
      {(action || actions) && (
        <Stack direction="row" spacing={1.5} sx={{ paddingBlockStart: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {action && (
            <Button variant={action.variant ?? 'contained'} href={action.href} onClick={action.onClick}>
              {action.label}
            </Button>
          )}
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

/** A status that is the whole page (not found, no permission, a link gone): an h1, and the page's title. */
export function StatusPage(props: Omit<StatusMessageProps, 'headingLevel'>) {
  usePageTitle(props.title);
  return <StatusMessage {...props} headingLevel="h1" />;
}
