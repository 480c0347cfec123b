import type { Doctor, OfferedConsultationType, Slot } from '@bayan/shared';

/** A chosen slot and the clinic's time zone it is shown in. */
export type ChosenSlot = Slot & { timeZone: string };

export interface Choices {
  patient?: { pubkey: string; name: string } | undefined;
  speciality?: string | undefined;
  doctor?: Doctor | undefined;
  type?: OfferedConsultationType | undefined;
  slot?: ChosenSlot | undefined;
}

/** The care team book for a patient, chosen first; a patient books for themself. */
export const STEPS = ['patient', 'speciality', 'doctor', 'type', 'slot', 'confirm'] as const;
export type Step = (typeof STEPS)[number];
export const OWN_STEPS = STEPS.slice(1);

/**
 * Each step's choice in the address, by id: the slot by its start (the public doctor page's
 * booking link, `lib/booking-link`, uses the same names), so Back, Forward and a reload keep them.
 */
export const PARAM = {
  patient: 'patient',
  speciality: 'speciality',
  doctor: 'doctor',
  type: 'type',
  slot: 'start',
} as const;
export type ChoiceKey = keyof typeof PARAM;
/** The day shown on the slot step. */
export const DAY_PARAM = 'day';
const STEP_PARAM = 'step';

/** The address after choosing `id` at `key`: the earlier choices kept, the later ones dropped, at the next step. */
export function withChoice(params: URLSearchParams, steps: readonly Step[], key: ChoiceKey, id: string) {
  const index = steps.indexOf(key);
  const next = new URLSearchParams();
  for (const step of steps.slice(0, index)) {
    if (step === 'confirm') continue;
    const kept = params.get(PARAM[step]);
    if (kept) next.set(PARAM[step], kept);
  }
  next.set(PARAM[key], id);
  if (key === 'slot' && params.get(DAY_PARAM)) next.set(DAY_PARAM, params.get(DAY_PARAM)!);
  next.set(STEP_PARAM, steps[index + 1]!);
  return next;
}

/** The same address at another step, every choice kept. */
export function atStep(params: URLSearchParams, step: Step) {
  const next = new URLSearchParams(params);
  next.set(STEP_PARAM, step);
  return next;
}

/**
 * The step shown: the one the address asks for when every earlier choice is made, else the first
 * one not made (a booking link with doctor, type and start opens at confirm).
 */
export function currentStep(params: URLSearchParams, steps: readonly Step[], made: (step: Step) => boolean): Step {
  const missing = steps.find((step) => step !== 'confirm' && !made(step)) ?? 'confirm';
  const asked = params.get(STEP_PARAM) as Step | null;
  if (asked && steps.includes(asked) && steps.indexOf(asked) <= steps.indexOf(missing)) return asked;
  return missing;
}
