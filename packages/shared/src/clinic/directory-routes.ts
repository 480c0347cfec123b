import type { Role } from '../permissions/roles.js';
import { ADMINS, type ApiRoute } from '../permissions/route-definition.js';

/** A clinic's staff run its sections and rooms; admins every clinic's. */
const CLINIC_MANAGERS = ['STAFF', ...ADMINS] as const satisfies readonly Role[];

/** The five calls of a directory list: read (public or not), export, create, update, delete. */
const crud = <P extends string>(path: P, read: ApiRoute['access'], write: readonly Role[]) =>
  ({
    list: { method: 'GET', path, access: read },
    export: { method: 'GET', path: `${path}/export`, access: write },
    create: { method: 'POST', path, access: write },
    update: { method: 'PATCH', path: `${path}/:pubkey`, access: write },
    delete: { method: 'DELETE', path: `${path}/:pubkey`, access: write },
  }) as const satisfies Record<string, ApiRoute>;

const etablissements = crud('/api/etablissements', 'public', ADMINS);
const specialities = crud('/api/specialities', 'public', ADMINS);
// Public: patients browse the services and their prices before they log in (spec §1).
const services = crud('/api/services', 'public', ADMINS);
const sections = crud('/api/sections', CLINIC_MANAGERS, CLINIC_MANAGERS);
const rooms = crud('/api/rooms', CLINIC_MANAGERS, CLINIC_MANAGERS);

/**
 * The clinic's directory (issue 10): the clinics, their sections and rooms, the specialities and
 * services. Clinics, specialities and services are public reading: the booking flow and the public
 * pages show them. STAFF edit only their own clinic's contact details and hours.
 */
export const DIRECTORY_ROUTES = {
  'clinic.listEtablissements': etablissements.list,
  'clinic.exportEtablissements': etablissements.export,
  'clinic.getEtablissement': { method: 'GET', path: '/api/etablissements/:pubkey', access: 'public' },
  'clinic.createEtablissement': etablissements.create,
  'clinic.updateEtablissement': { ...etablissements.update, access: CLINIC_MANAGERS },
  'clinic.deleteEtablissement': etablissements.delete,
  'clinic.listSpecialities': specialities.list,
  'clinic.exportSpecialities': specialities.export,
  'clinic.createSpeciality': specialities.create,
  'clinic.updateSpeciality': specialities.update,
  'clinic.deleteSpeciality': specialities.delete,
  'clinic.listServices': services.list,
  'clinic.exportServices': services.export,
  'clinic.createService': services.create,
  'clinic.updateService': services.update,
  'clinic.deleteService': services.delete,
  'clinic.listSections': sections.list,
  'clinic.exportSections': sections.export,
  'clinic.createSection': sections.create,
  'clinic.updateSection': sections.update,
  'clinic.deleteSection': sections.delete,
  'clinic.listRooms': rooms.list,
  'clinic.exportRooms': rooms.export,
  'clinic.createRoom': rooms.create,
  'clinic.updateRoom': rooms.update,
  'clinic.deleteRoom': rooms.delete,
  // Spec §7: PATCH /api/rooms/my-room, a doctor's own room (doctors.room_id).
  'clinic.getMyRoom': { method: 'GET', path: '/api/rooms/my-room', access: ['DOCTOR'] },
  'clinic.updateMyRoom': { method: 'PATCH', path: '/api/rooms/my-room', access: ['DOCTOR'] },
} as const satisfies Record<string, ApiRoute>;
