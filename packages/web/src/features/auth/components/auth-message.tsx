import type { ComponentProps } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { StatusPage } from '../../../components/status-message';

/**
 * A whole-page outcome of an auth flow (account created, password changed, link expired…); its
 * `role` is `alert` for a failure, `status` for a success that arrives after a wait.
 */
export function AuthMessage(props: ComponentProps<typeof StatusPage>) {
  return (
    <Container maxWidth="sm" sx={{ paddingBlock: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ paddingInline: { xs: 2, sm: 4 } }}>
        <StatusPage {...props} />
      </Paper>
    </Container>
  );
}
