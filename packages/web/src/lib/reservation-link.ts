/**
 * What a visitor without an account already chose (a doctor's page, a time on it), carried to
 * the anonymous reservation form (`/reservation`), which starts with it filled in.
 */
export interface ReservationChoice {
  /** The clinic's pubkey. */
  clinic: string;
  /** The doctor's pubkey. */
  doctor?: string | undefined;
  /** A slot's start, ISO 8601 with the clinic's offset: its day and time are the clinic's. */
  start?: string | undefined;
}

export const RESERVATION_PATH = '/reservation';

/** `/reservation` with the clinic, the doctor and the day and time (from a slot's start) filled in. */
export function reservationLink({ clinic, doctor, start }: ReservationChoice): string {
  const params = new URLSearchParams({ clinic });
  if (doctor) params.set('doctor', doctor);
  if (start) params.set('start', start);
  return `${RESERVATION_PATH}?${params.toString()}`;
}

/** The form's starting values a link carries: clinic, doctor, day and time; what is absent is left blank. */
export function readReservationChoice(params: URLSearchParams) {
  const start = params.get('start') ?? '';
  const slot = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(start);
  return {
    etablissementPubkey: params.get('clinic') ?? '',
    doctorPubkey: params.get('doctor') ?? '',
    preferredDay: slot?.[1] ?? '',
    preferredTime: slot?.[2] ?? '',
  };
}
