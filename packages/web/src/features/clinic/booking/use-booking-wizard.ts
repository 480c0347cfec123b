import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentSeries, Doctor } from '@bayan/shared';
import { ApiError } from '../../../lib/api-client';
import { attemptKeys } from './attempt-key';
import { useBookAppointment } from './booking-api';
import { useOwnWords } from './own-words';
import { doctorKey, patientKey, useWizardChoices } from './use-wizard-choices';
import {
  DAY_PARAM,
  OWN_STEPS,
  PARAM,
  STEPS,
  atStep,
  currentStep,
  withChoice,
  type Choices,
  type ChosenSlot,
  type Step,
} from './wizard-params';

export { STEPS, type Step, type Choices, type ChosenSlot } from './wizard-params';

const idOf = <K extends keyof Choices>(key: K, value: NonNullable<Choices[K]>): string =>
  typeof value === 'string' ? value : 'pubkey' in value ? value.pubkey : 'id' in value ? value.id : value.start;

/**
 * The booking wizard's state, kept in the address (`?step=` and one parameter per choice), so the
 * browser's Back goes one step back and Forward and a reload find every choice again; a later
 * choice is dropped when an earlier one changes. A type comes before the slot: which slots are
 * free depends on the type's length.
 */
export function useBookingWizard(forPatient: boolean) {
  const { t } = useTranslation('booking');
  const steps: readonly Step[] = forPatient ? STEPS : OWN_STEPS;
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  // The slots picked on this page, by start: a cache the address's start is read from first.
  const [chosenSlots] = useState(() => new Map<string, ChosenSlot>());
  const { choices, loading, taken } = useWizardChoices(params, chosenSlots);
  const step = currentStep(params, steps, (one) => choices[one as keyof Choices] !== undefined);
  const [notes, setNotes] = useState('');
  /** Why the user was sent back to the slots (the slot was taken meanwhile). */
  const [notice, setNotice] = useState('');
  const [booked, setBooked] = useState<Appointment>();
  const keys = useRef(attemptKeys());
  // Set at once, not at the next render: a double click's second press finds it set.
  const sending = useRef(false);
  const book = useBookAppointment();
  const ownWords = useOwnWords();
  const words = (error: Error) => (forPatient ? error.message : ownWords(error));

  const choose = <K extends keyof Choices>(key: K, value: Choices[K]) => {
    if (value === undefined) return;
    // What was chosen is already known: the next step shows it without asking again.
    if (key === 'doctor') queryClient.setQueryData(doctorKey((value as Doctor).pubkey), value);
    if (key === 'patient') queryClient.setQueryData(patientKey(idOf(key, value)), value);
    if (key === 'slot') chosenSlots.set((value as ChosenSlot).start, value as ChosenSlot);
    setNotice('');
    const next = withChoice(params, steps, key, idOf(key, value));
    // This step's entry keeps its choice too: Back returns to it marked.
    setParams(atStep(next, key as Step), { replace: true });
    setParams(next);
  };

  const back = () => {
    setNotice('');
    book.reset();
    setParams(atStep(params, steps[Math.max(0, steps.indexOf(step) - 1)]!));
  };

  /** The slot step's day, kept with the choices (a reload shows that day again). */
  const day = params.get(DAY_PARAM) ?? '';
  const setDay = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(DAY_PARAM, next);
        else copy.delete(DAY_PARAM);
        return copy;
      },
      { replace: true },
    );

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
        onSuccess: (appointment) => {
          setBooked(appointment);
          // Booked: Back and a reload no longer offer the same booking again.
          setParams(new URLSearchParams(), { replace: true });
        },
        onError: (error) => {
          // Taken meanwhile: back to the slots, read again, with the server's word for it.
          if (error instanceof ApiError && error.status === 409) {
            chosenSlots.delete(slot.start);
            const next = new URLSearchParams(params);
            next.delete(PARAM.slot);
            setParams(atStep(next, 'slot'), { replace: true });
            setNotice(words(error));
            book.reset();
          }
        },
      },
    );
  };

  /** A series booked from the confirm step ("Repeat"): the panel shows its first visit. */
  const bookedSeries = (series: AppointmentSeries) => {
    setBooked(series.appointments[0]);
    setParams(new URLSearchParams(), { replace: true });
  };

  const restart = () => {
    setNotes('');
    setBooked(undefined);
    book.reset();
    setParams(new URLSearchParams());
  };

  return {
    steps,
    step,
    choices,
    choose,
    back,
    day,
    setDay,
    notes,
    setNotes,
    notice: notice || (taken && step === 'slot' ? t('empty.slots') : ''),
    /** The booking's refusal as this user reads it. */
    words,
    confirm,
    book,
    booked,
    bookedSeries,
    restart,
    loading,
  };
}

export type BookingWizard = ReturnType<typeof useBookingWizard>;
