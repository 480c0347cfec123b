import type { Db } from '../../../db/client.js';
import type { CountCache } from '../../../lib/list/count-cache.js';
import { servicesDirectory, specialitiesDirectory } from './catalogue.directory.js';
import { EtablissementsDirectory } from './etablissements.directory.js';
import { RoomsDirectory, sectionsDirectory } from './places.directory.js';

/** The directory's lists: clinics, specialities, services, sections and rooms. */
export const directoryRepositories = (db: Db, counts: CountCache) => ({
  etablissements: new EtablissementsDirectory(db, counts),
  specialities: specialitiesDirectory(db, counts),
  services: servicesDirectory(db, counts),
  sections: sectionsDirectory(db, counts),
  rooms: new RoomsDirectory(db, counts),
});

export type DirectoryRepos = ReturnType<typeof directoryRepositories>;
