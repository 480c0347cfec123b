import Stack from '@mui/material/Stack';
import type { Profile } from '@bayan/shared';
import { AccountChecks } from '../../../components/account/account-checks';
import { Greeting } from './greeting';

/** Every other role's home: the greeting and the state of their email and phone (spec §3). */
export function MemberHome({ profile }: { profile: Profile }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 'md' }}>
      <Greeting profile={profile} />
      <AccountChecks profile={profile} />
    </Stack>
  );
}
