import { auditActions } from '../audit/audit-definition.js';
import type { Service, Speciality } from './catalogue-contract.js';
import type { Etablissement } from './etablissements-contract.js';
import type { Room, Section } from './places-contract.js';
import type { Language } from '../i18n/languages.js';

const WRITES = ['create', 'update', 'delete'] as const;
type Write = (typeof WRITES)[number];

/** A record's name in both languages, and the verbs of its three writes. */
const VERBS: Record<Write, (noun: Record<Language, string>) => Record<Language, string>> = {
  create: (noun) => ({ ar: `إضافة ${noun.ar}`, en: `${noun.en} added` }),
  update: (noun) => ({ ar: `تعديل ${noun.ar}`, en: `${noun.en} changed` }),
  delete: (noun) => ({ ar: `حذف ${noun.ar}`, en: `${noun.en} deleted` }),
};

/** The three audited writes of one kind of record: `<entity>.create`, `.update`, `.delete`, in words. */
const writesOf = <E extends string>(entity: E, noun: Record<Language, string>) =>
  Object.fromEntries(WRITES.map((write) => [`${entity}.${write}`, { entity, label: VERBS[write](noun) }])) as Record<
    `${E}.${Write}`,
    { entity: E; label: Record<Language, string> }
  >;

export const DIRECTORY_AUDIT_ACTIONS = auditActions({
  ...writesOf('etablissement', { ar: 'عيادة', en: 'Clinic' }),
  ...writesOf('speciality', { ar: 'تخصص', en: 'Speciality' }),
  ...writesOf('service', { ar: 'خدمة', en: 'Service' }),
  ...writesOf('section', { ar: 'قسم', en: 'Section' }),
  ...writesOf('room', { ar: 'غرفة', en: 'Room' }),
});

type Writes<Name extends string, View> = { [A in `${Name}.create`]: { after: View } } & {
  [A in `${Name}.update`]: { before: View; after: View };
} & { [A in `${Name}.delete`]: { before: View } };

/** Each write's before/after: the record as the API shows it. A doctor's my-room edit is a `room.update`. */
export type DirectoryAuditPayloads = Writes<'etablissement', Etablissement> &
  Writes<'speciality', Speciality> &
  Writes<'service', Service> &
  Writes<'section', Section> &
  Writes<'room', Room>;
