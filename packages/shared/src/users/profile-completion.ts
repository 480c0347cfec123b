/*
 * How complete a profile is for drafting an endowment deed (issue 12, spec §6 "a user must complete
 * their profile to create endowments"): the fields the gate needs, the extras that finish it, and
 * the modal's four stages (spec §5). Pure, so the server's gate and the web modal read the same.
 */

/** The gate: each must be true before a deed may be created. */
export const PROFILE_REQUIRED_FACTS = [
  'firstName',
  'fatherName',
  'grandfatherName',
  'lastName',
  'idNumber',
  'birthday',
  'phoneVerified',
  'emailVerified',
  'nationalAddress',
] as const;
/** Not needed to create a deed, but a finished profile has them. */
export const PROFILE_EXTRA_FACTS = ['gender', 'document'] as const;

export type ProfileFact = (typeof PROFILE_REQUIRED_FACTS)[number] | (typeof PROFILE_EXTRA_FACTS)[number];
export type ProfileFacts = Readonly<Record<ProfileFact, boolean>>;

/** Spec §5 modal stages: please fill; almost at the minimum; minimum reached; finished successfully. */
export const PROFILE_STAGES = ['pleaseFill', 'almostMinimum', 'minimumReached', 'finished'] as const;
export type ProfileStage = (typeof PROFILE_STAGES)[number];

export interface ProfileCompletion {
  stage: ProfileStage;
  /** Required facts still missing, in the form's order: what the modal leads to. */
  missing: ProfileFact[];
  /** Extras still missing once the minimum is reached. */
  missingExtras: ProfileFact[];
  /** Required facts present, of PROFILE_REQUIRED_FACTS.length. */
  done: number;
  total: number;
  /** Whether a deed may be created. */
  complete: boolean;
}

/**
 * The stage: under half of the required facts → please fill; half or more → almost at the minimum;
 * all required → minimum reached; all required and every extra → finished.
 */
export function profileCompletion(facts: ProfileFacts): ProfileCompletion {
  const missing = PROFILE_REQUIRED_FACTS.filter((fact) => !facts[fact]);
  const missingExtras = PROFILE_EXTRA_FACTS.filter((fact) => !facts[fact]);
  const total = PROFILE_REQUIRED_FACTS.length;
  const done = total - missing.length;
  const complete = missing.length === 0;
  const stage: ProfileStage = complete
    ? missingExtras.length === 0
      ? 'finished'
      : 'minimumReached'
    : done * 2 >= total
      ? 'almostMinimum'
      : 'pleaseFill';
  return { stage, missing, missingExtras, done, total, complete };
}
