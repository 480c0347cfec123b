import { useRef, useState } from 'react';
import type { Appointment, Doctor, OfferedConsultationType, Slot } from '@bayan/shared';
import { ApiError } from '../../../lib/api-client';
import { attemptKeys } from './attempt-key';
import { useBookAppointment } from './booking-api';

/** The care team book for a patient, chosen first; a patient books for themself. */
export const STEPS = ['patient', 'speciality', 'doctor', 'type', 'slot', 'confirm'] as const;
export type Step = (typeof STEPS)[number];
const OWN_STEPS = STEPS.slice(1);

/** A chosen slot and the clinic's time zone it is shown in. */
export type ChosenSlot = Slot & { timeZone: string };

export interface Choices {
  patient?: { pubkey: string; name: string } | undefined;
  speciality?: string | undefined;
  doctor?: Doctor | undefined;
  type?: OfferedConsultationType | undefined;
  slot?: ChosenSlot | undefined;
}

/**
 * The booking wizard's state: one choice per step, each later choice dropped when an earlier one
 * changes. A type comes before the slot: which slots are free depends on the type's length.
 */
export function useBookingWizard(forPatient: boolean) {
  const steps: readonly Step[] = forPatient ? STEPS : OWN_STEPS;
  const [step, setStep] = useState<Step>(steps[0]!);
  const [choices, setChoices] = useState<Choices>({});
  const [notes, setNotes] = useState('');
  /** Why the user was sent back to the slots (the slot was taken meanwhile). */
  const [notice, setNotice] = useState('');
  const [booked, setBooked] = useState<Appointment>();
  const keys = useRef(attemptKeys());
  // Set at once, not at the next render: a double click's second press finds it set.
  const sending = useRef(false);
  const book = useBookAppointment();

  const choose = <K extends keyof Choices>(key: K, value: Choices[K]) => {
    const kept = steps.slice(0, steps.indexOf(key as Step));
    setChoices((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([name]) => kept.includes(name as Step))),
      [key]: value,
    }));
    setNotice('');
    setStep(steps[steps.indexOf(key as Step) + 1]!);
  };

  const back = () => {
    setNotice('');
    book.reset();
    setStep(steps[Math.max(0, steps.indexOf(step) - 1)]!);
  };

  const confirm = () => {
    const { doctor, type, slot } = choices;
    const patientPubkey = choices.patient?.pubkey;
    if (!doctor || !type || !slot || sending.current) return;
    sending.current = true;
    const body = {
      doctorPubkey: doctor.pubkey,
      start: slot.start,
      consultationType: type.id,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...(patientPubkey ? { patientPubkey } : {}),
    };
    book.mutate(
      { body, key: keys.current(body) },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: setBooked,
        onError: (error) => {
          // Taken meanwhile: back to the slots, read again, with the server's word for it.
          if (error instanceof ApiError && error.status === 409) {
            setChoices(({ slot: _taken, ...rest }) => rest);
            setNotice(error.message);
            book.reset();
            setStep('slot');
          }
        },
      },
    );
  };

  /** A booking begun elsewhere (the public doctor page): its choices made, at `at`, with why when not at confirm. */
  const resume = (chosen: Choices, at: Step, why = '') => {
    setChoices(chosen);
    setNotice(why);
    setStep(at);
  };

  const restart = () => {
    setChoices({});
    setNotes('');
    setBooked(undefined);
    book.reset();
    setStep(steps[0]!);
  };

  return { steps, step, choices, choose, back, notes, setNotes, notice, confirm, book, booked, restart, resume };
}

export type BookingWizard = ReturnType<typeof useBookingWizard>;
