import {
  parsePercent,
  partyIdNumber,
  representativeIdNumber,
  type NationalAddressDraft,
  type PersonDraft,
  NATIONAL_ADDRESS_PARTS,
} from '@bayan/shared';
import type { NewPersonRow, PersonRow } from './persons.table.js';

/** A person's columns besides its deed, role and place. */
export type PersonColumns = Omit<NewPersonRow, 'id' | 'endowmentId' | 'role' | 'position'>;

const ADDRESS_TEXTS = NATIONAL_ADDRESS_PARTS satisfies readonly (keyof NationalAddressDraft & keyof PersonRow)[];

/** Draft fields kept in a column of the same name, as typed. */
const PERSON_TEXTS = [
  'firstName',
  'fatherName',
  'grandfatherName',
  'lastName',
  'birthday',
  'phone',
  'email',
  'address',
  'explanation',
  'ratio',
  'representativeName',
] as const satisfies readonly (keyof PersonDraft & keyof PersonRow)[];

/**
 * The row of a person as the draft has it: values as typed, except the ID number, which is kept
 * normalised when it is a valid number of its type (so an account holding it is found; so is an
 * entity's representative's), and the
 * share, also kept in basis points once it reads as a percentage. An absent field is a null column.
 */
export function personColumns(person: PersonDraft): PersonColumns {
  const columns: PersonColumns = {
    key: person.key,
    kind: person.kind ?? null,
    idType: person.idType ?? null,
    idNumber: person.idNumber === undefined ? null : (partyIdNumber(person) ?? person.idNumber),
    representativeIdNumber:
      person.representativeIdNumber === undefined
        ? null
        : (representativeIdNumber(person) ?? person.representativeIdNumber),
    gender: person.gender ?? null,
    jobPosition: person.position ?? null,
    latitude: person.nationalAddress?.latitude ?? null,
    longitude: person.nationalAddress?.longitude ?? null,
  };
  for (const field of PERSON_TEXTS) columns[field] = person[field] ?? null;
  for (const field of ADDRESS_TEXTS) columns[field] = person.nationalAddress?.[field] ?? null;
  const share = person.ratio === undefined ? undefined : parsePercent(person.ratio);
  columns.ratioBp = share?.ok ? share.value : null;
  return columns;
}

/** The draft of a person row: its null columns are left out, as they were when it was saved. */
export function personOf(row: PersonRow): PersonDraft {
  const person: PersonDraft = { key: row.key };
  if (row.kind !== null) person.kind = row.kind;
  if (row.idType !== null) person.idType = row.idType;
  if (row.idNumber !== null) person.idNumber = row.idNumber;
  if (row.representativeIdNumber !== null) person.representativeIdNumber = row.representativeIdNumber;
  if (row.gender !== null) person.gender = row.gender;
  if (row.jobPosition !== null) person.position = row.jobPosition;
  for (const field of PERSON_TEXTS) if (row[field] !== null) person[field] = row[field];
  const address: NationalAddressDraft = {};
  for (const field of ADDRESS_TEXTS) if (row[field] !== null) address[field] = row[field];
  if (row.latitude !== null) address.latitude = row.latitude;
  if (row.longitude !== null) address.longitude = row.longitude;
  if (Object.keys(address).length > 0) person.nationalAddress = address;
  return person;
}
