import { PartyList } from './party-list';

/** Step 6: the witnesses, adult persons. */
export function WitnessesStep() {
  return <PartyList name="witnesses" kinds={['person']} />;
}
