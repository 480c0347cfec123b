/**
 * The wizard's steps in their order (spec §2: next, previous, a final "review and create"), and the
 * step a review issue belongs on, read from the first segment of its path.
 */
export const DEED_STEPS = [
  'basics',
  'introduction',
  'endower',
  'assets',
  'supervisors',
  'witnesses',
  'beneficiaries',
  'attachments',
  'review',
] as const;
export type DeedStep = (typeof DEED_STEPS)[number];

const STEP_OF_FIELD: Readonly<Record<string, DeedStep>> = {
  type: 'basics',
  title: 'basics',
  gregorianDate: 'basics',
  hijriDate: 'basics',
  introduction: 'introduction',
  notes: 'introduction',
  endower: 'endower',
  assets: 'assets',
  supervisors: 'supervisors',
  supervisionMode: 'supervisors',
  witnesses: 'witnesses',
  beneficiaries: 'beneficiaries',
  ultimateBeneficiary: 'beneficiaries',
  // The deductions taken from the yield before the shares: on the shares' step.
  expenses: 'beneficiaries',
  reward: 'beneficiaries',
  attachments: 'attachments',
};

/** The step that shows an issue at `path` ("assets.1.ibanNumber" → assets). */
export function stepOfPath(path: string): DeedStep {
  return STEP_OF_FIELD[path.split('.')[0] ?? ''] ?? 'review';
}
