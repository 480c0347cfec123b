import Stack from '@mui/material/Stack';
import type { Profile } from '@bayan/shared';
import { AccountChecks } from '../../../components/account/account-checks';
import { FeatureHomeCards } from '../../../components/home/home-cards';
import { Greeting } from './greeting';
import { NextSteps } from './next-steps';

/** Every other role's home: the greeting, what waits for them (finding 8), their next steps and the state of their email and phone (spec §3). */
export function MemberHome({ profile }: { profile: Profile }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 'md' }}>
      <Greeting profile={profile} />
      <FeatureHomeCards profile={profile} />
      <NextSteps profile={profile} />
      {/* The steps card carries the confirmation actions: here the details only say where they stand. */}
      <AccountChecks profile={profile} actions={false} />
    </Stack>
  );
}
