import { PartyList } from './party-list';

const WITNESS_KINDS = ['person'] as const;

/** Step 6: the witnesses, adult persons. */
export function WitnessesStep() {
  return <PartyList name="witnesses" kinds={WITNESS_KINDS} />;
}
