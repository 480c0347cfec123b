import { auditActions } from '../audit/audit-definition.js';
import type { Service, Speciality } from './catalogue-contract.js';
import type { Etablissement } from './etablissements-contract.js';
import type { Room, Section } from './places-contract.js';

export const DIRECTORY_AUDIT_ACTIONS = auditActions({
  'etablissement.create': { entity: 'etablissement' },
  'etablissement.update': { entity: 'etablissement' },
  'etablissement.delete': { entity: 'etablissement' },
  'speciality.create': { entity: 'speciality' },
  'speciality.update': { entity: 'speciality' },
  'speciality.delete': { entity: 'speciality' },
  'service.create': { entity: 'service' },
  'service.update': { entity: 'service' },
  'service.delete': { entity: 'service' },
  'section.create': { entity: 'section' },
  'section.update': { entity: 'section' },
  'section.delete': { entity: 'section' },
  'room.create': { entity: 'room' },
  'room.update': { entity: 'room' },
  'room.delete': { entity: 'room' },
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
