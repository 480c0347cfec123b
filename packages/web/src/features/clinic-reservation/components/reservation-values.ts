/** The reservation form's values as typed; a blank select or field counts as absent (the form's resolver). */
export const EMPTY_RESERVATION = {
  name: '',
  phone: '',
  idNumber: '',
  etablissementPubkey: '',
  doctorPubkey: '',
  specialityPubkey: '',
  preferredDay: '',
  preferredTime: '',
  notes: '',
};

export type ReservationValues = typeof EMPTY_RESERVATION;
