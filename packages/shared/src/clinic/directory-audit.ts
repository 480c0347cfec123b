import { auditActions } from '../audit/audit-definition.js';
import type { Service, Speciality } from './catalogue-contract.js';
import type { Etablissement } from './etablissements-contract.js';
import type { Room, Section } from './places-contract.js';

const WRITES = ['create', 'update', 'delete'] as const;

/** The three audited writes of one kind of record: `<entity>.create`, `.update`, `.delete`. */
const writesOf = <E extends string>(entity: E) =>
  Object.fromEntries(WRITES.map((write) => [`${entity}.${write}`, { entity }])) as Record<
    `${E}.${(typeof WRITES)[number]}`,
    { entity: E }
  >;

export const DIRECTORY_AUDIT_ACTIONS = auditActions({
  ...writesOf('etablissement'),
  ...writesOf('speciality'),
  ...writesOf('service'),
  ...writesOf('section'),
  ...writesOf('room'),
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
