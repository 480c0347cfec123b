import { Fragment, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AccountRow } from '../account/account-row';

export interface HomeTask {
  key: string;
  /** What waits, in a few words ("A deed awaits your signature", "3 pending requests"). */
  title: ReactNode;
  detail?: ReactNode;
  href: string;
  /** The link's words ("Review and sign"). */
  action: string;
}

/**
 * Finding 8: a card of the home that says what waits for the account holder, each item with the
 * link to where it is done. Nothing to show, no card.
 */
export function TaskCard({ id, title, tasks }: { id: string; title: string; tasks: readonly HomeTask[] }) {
  if (tasks.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ paddingInline: { xs: 2, sm: 3 }, paddingBlock: 1 }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', paddingBlock: 2 }}>
        {title}
      </Typography>
      {tasks.map((task) => (
        <Fragment key={task.key}>
          <Divider />
          <AccountRow
            aside={
              <Button variant="outlined" href={task.href}>
                {task.action}
              </Button>
            }
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {task.title}
            </Typography>
            {task.detail && (
              <Typography variant="body2" component="div" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {task.detail}
              </Typography>
            )}
          </AccountRow>
        </Fragment>
      ))}
    </Paper>
  );
}
