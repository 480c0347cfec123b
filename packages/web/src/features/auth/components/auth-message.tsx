import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { StatusMessage } from '../../../components/status-message';
import { usePageTitle } from '../../../hooks/use-page-title';

interface AuthMessageProps {
  icon: ReactNode;
  title: string;
  body: ReactNode;
  actions?: ReactNode;
  /** `alert` for a failure, `status` for a success that arrives after a wait. */
  role?: 'alert' | 'status';
}

/** A whole-page outcome of an auth flow (account created, password changed, link expired…). */
export function AuthMessage({ icon, title, body, actions, role }: AuthMessageProps) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ paddingBlock: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ paddingInline: { xs: 2, sm: 4 } }}>
        <StatusMessage icon={icon} title={title} body={body} headingLevel="h1" actions={actions} role={role} />
      </Paper>
    </Container>
  );
}
