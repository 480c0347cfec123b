import { z } from 'zod';
import { createAgendaSchema, type Agenda } from '@bayan/shared';
import { numberFromInput } from '../../../lib/number-input';
import { emptyWeek, toWeeklyHours, weekIssues, weekOf, type WeekHours } from './weekly-hours';
import { typeFormSchema, typeFormValues, type TypeFormValues } from './type-form';

/** The agenda form's inputs as typed (numbers as text, so Arabic-Indic digits pass). */
export interface AgendaFormValues {
  doctorPubkey: string;
  startDate: string;
  endDate: string;
  weeklyHours: WeekHours;
  consultationDuration: string;
  patientsLimit: string;
}

/** A new agenda offers at least one consultation type: the form asks for the first one. */
export interface NewAgendaFormValues extends AgendaFormValues {
  type: TypeFormValues;
}

const shape = createAgendaSchema.shape;
const typed = <T extends z.ZodType>(schema: T) => z.preprocess(numberFromInput, schema);
const DATES_ORDER = { message: 'field.datesOrder', path: ['endDate'] };
const inOrder = (agenda: { startDate: string; endDate: string }) => agenda.startDate <= agenda.endDate;

/**
 * The week as typed, judged by the contract's rule (its messages on the ranges they concern) and
 * sent as the contract's input, `HH:MM` text in Latin digits: the schema's own output is minutes.
 */
const weeklyHours = z
  .custom<WeekHours>()
  .superRefine((week, ctx) => {
    for (const [at, message] of weekIssues(week))
      ctx.addIssue({ code: 'custom', message, path: at === '' ? [] : at.split('.') });
  })
  .transform(toWeeklyHours);

/** The agenda's own fields, by the contract's rules (the server checks them again). */
const agendaFields = {
  startDate: shape.startDate,
  endDate: shape.endDate,
  weeklyHours,
  consultationDuration: typed(shape.consultationDuration),
  patientsLimit: typed(z.number().int().min(1).max(100)),
};

/** An edit: dates, hours, slot length, patients limit (the doctor and the types do not change here). */
export const agendaFormSchema = z.object(agendaFields).refine(inOrder, DATES_ORDER);

/** A creation: the same with the doctor and the first consultation type (POST /api/agendas). */
export const newAgendaFormSchema = z
  .object({ ...agendaFields, doctorPubkey: shape.doctorPubkey, type: typeFormSchema })
  .refine(inOrder, DATES_ORDER)
  .transform(({ type, ...agenda }) => ({ ...agenda, consultationTypes: [type] }));

/** The form of an agenda being edited, or of a new one (30-minute slots, one patient each). */
export function agendaFormValues(agenda?: Agenda): AgendaFormValues {
  return {
    doctorPubkey: agenda?.doctor.pubkey ?? '',
    startDate: agenda?.startDate ?? '',
    endDate: agenda?.endDate ?? '',
    weeklyHours: agenda ? weekOf(agenda.weeklyHours) : emptyWeek(),
    consultationDuration: String(agenda?.consultationDuration ?? 30),
    patientsLimit: String(agenda?.patientsLimit ?? 1),
  };
}

export const newAgendaFormValues = (doctorPubkey = ''): NewAgendaFormValues => ({
  ...agendaFormValues(),
  doctorPubkey,
  type: typeFormValues(),
});
