import { DIRECTORY_ROUTES } from '@bayan/shared';
// The clinic's dashboard paths the routes (index.ts) and the menu (menu.ts) both name.

/** The spec's four lists of appointments: one page script, which reads its list from its path. */
export const LISTS = ['All', 'Pending', 'Planned', 'Completed'] as const;

/** The clinic's directory (issue 10): five lists, each shown to who may manage it. */
export const DIRECTORY = [
  ['etablissements', DIRECTORY_ROUTES['clinic.updateEtablissement']],
  ['specialities', DIRECTORY_ROUTES['clinic.createSpeciality']],
  ['services', DIRECTORY_ROUTES['clinic.createService']],
  ['sections', DIRECTORY_ROUTES['clinic.listSections']],
  ['rooms', DIRECTORY_ROUTES['clinic.listRooms']],
] as const;

/** A list's path below /dashboard. */
export const listPath = (list: (typeof LISTS)[number]) =>
  list === 'All' ? 'appointments' : `appointments/${list.toLowerCase()}`;
