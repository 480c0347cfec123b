import { fullName, type Event, type Language } from '@bayan/shared';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A record's own name in the reader's language, from the fields the modules' records carry. */
function nameOf(record: Fields, lang: Language): string | undefined {
  const suffix = lang === 'ar' ? 'Ar' : 'En';
  const [first, last] = [text(record.firstName), text(record.lastName)];
  const parts = { fatherName: text(record.fatherName), grandfatherName: text(record.grandfatherName) };
  const person = first || last ? fullName({ firstName: first ?? '', ...parts, lastName: last ?? '' }) : '';
  const patient = isFields(record.patient) ? text(record.patient.name) : undefined;
  return (
    text(record[`label${suffix}`]) ??
    text(record[`name${suffix}`]) ??
    (person || undefined) ??
    text(record.name) ??
    text(record.title) ??
    patient ??
    text(record.email)
  );
}

/**
 * What the event is about, as a reader knows it: the name its module gives it (a deed's number),
 * else the user's or the name's own name ("Salma Omar", "ٱلرَّحْمَٰنُ"), never an opaque key. Taken from the record after the change, or before it
 * (a deletion); an event about the actor's own account (a login) names the actor.
 */
export function recordName(event: Event, lang: Language): string | undefined {
  if (event.subject) return event.subject;
  for (const record of [event.after, event.before]) {
    const name = isFields(record) ? nameOf(record, lang) : undefined;
    if (name) return name;
  }
  if (event.actor && event.entityId === event.actor.pubkey) return event.actor.name || undefined;
  return undefined;
}
