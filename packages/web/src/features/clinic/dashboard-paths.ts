// The clinic's dashboard paths the routes (index.ts) and the menu (menu.ts) both name.

/** The spec's four lists of appointments: one page script, which reads its list from its path. */
export const LISTS = ['All', 'Pending', 'Planned', 'Completed'] as const;

/** The clinic's directory (issue 10): five lists, each shown to who may manage it. */
export const DIRECTORY = [
  ['etablissements', 'clinic.updateEtablissement'],
  ['specialities', 'clinic.createSpeciality'],
  ['services', 'clinic.createService'],
  ['sections', 'clinic.listSections'],
  ['rooms', 'clinic.listRooms'],
] as const;

/** A list's path below /dashboard. */
export const listPath = (list: (typeof LISTS)[number]) =>
  list === 'All' ? 'appointments' : `appointments/${list.toLowerCase()}`;
