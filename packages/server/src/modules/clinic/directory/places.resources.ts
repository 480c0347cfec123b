import type {
  CreateRoom,
  CreateSection,
  ListRoomsQuery,
  ListSectionsQuery,
  UpdateRoom,
  UpdateSection,
} from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps, ClinicRepos } from '../clinic.deps.js';
import { roomCsv, sectionCsv } from './directory.csv.js';
import { DirectoryResource } from './directory-resource.js';
import { clinicForNew, guardClinic, idOf, withinManaged } from './directory-scope.js';
import { toRoom, toSection } from './directory-views.js';

const SECTION_NOT_FOUND = 'CLINIC_SECTION_NOT_FOUND';
const ROOM_NOT_FOUND = 'CLINIC_ROOM_NOT_FOUND';

/** The clinic filter of a STAFF or admin list; null when it can match nothing. */
async function clinicFilter(deps: ClinicDeps, actor: ClinicActor | null, pubkey: string | undefined) {
  if (!actor) return null;
  const clinics = deps.repos.directory.etablissements;
  return withinManaged(actor, await idOf((key) => clinics.findByPubkey(key), pubkey));
}

/** A section of the room's clinic, locked until the room is written; null clears, undefined keeps. */
async function sectionIn(repos: ClinicRepos, etablissementId: number, pubkey: string | null | undefined) {
  if (pubkey === undefined || pubkey === null) return pubkey;
  const section = await repos.directory.sections.findByPubkey(pubkey, 'key share');
  if (section?.etablissementId !== etablissementId) throw new AppError(SECTION_NOT_FOUND);
  return section.id;
}

/** A clinic's sections: its STAFF manage them, admins every clinic's. */
export const sectionsResource = (deps: ClinicDeps) =>
  new DirectoryResource(deps, {
    name: 'section',
    notFound: SECTION_NOT_FOUND,
    inUse: 'CLINIC_SECTION_IN_USE',
    repo: (repos) => repos.directory.sections,
    view: toSection,
    csv: sectionCsv,
    filter: async (query: Omit<ListSectionsQuery, 'page' | 'limit'>, actor) => {
      const etablissementId = await clinicFilter(deps, actor, query.etablissement);
      return etablissementId === null ? null : { etablissementId };
    },
    build: async ({ etablissementPubkey, ...names }: CreateSection, { actor, repos }) => ({
      ...names,
      etablissementId: (await clinicForNew(repos, actor, etablissementPubkey)).id,
    }),
    change: (row, body: UpdateSection, { actor }) => {
      guardClinic(actor, SECTION_NOT_FOUND)(row);
      return body;
    },
    guard: (actor) => guardClinic(actor, SECTION_NOT_FOUND),
  });

/** A clinic's rooms (unique names in the clinic): its STAFF manage them, admins every clinic's. */
export const roomsResource = (deps: ClinicDeps) =>
  new DirectoryResource(deps, {
    name: 'room',
    notFound: ROOM_NOT_FOUND,
    inUse: 'CLINIC_ROOM_IN_USE',
    taken: { rooms_name_key: 'CLINIC_ROOM_NAME_TAKEN' },
    repo: (repos) => repos.directory.rooms,
    view: toRoom,
    csv: roomCsv,
    filter: async (query: Omit<ListRoomsQuery, 'page' | 'limit'>, actor) => {
      const etablissementId = await clinicFilter(deps, actor, query.etablissement);
      const sections = deps.repos.directory.sections;
      const sectionId = await idOf((key) => sections.findByPubkey(key), query.section);
      return etablissementId === null || sectionId === null ? null : { etablissementId, sectionId };
    },
    build: async ({ etablissementPubkey, sectionPubkey, ...details }: CreateRoom, { actor, repos }) => {
      const clinic = await clinicForNew(repos, actor, etablissementPubkey);
      return { ...details, etablissementId: clinic.id, sectionId: await sectionIn(repos, clinic.id, sectionPubkey) };
    },
    change: async (row, { sectionPubkey, ...details }: UpdateRoom, { actor, repos }) => {
      guardClinic(actor, ROOM_NOT_FOUND)(row);
      const sectionId = await sectionIn(repos, row.etablissementId, sectionPubkey);
      return sectionId === undefined ? details : { ...details, sectionId };
    },
    guard: (actor) => guardClinic(actor, ROOM_NOT_FOUND),
  });
