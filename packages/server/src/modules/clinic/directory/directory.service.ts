import type { Room, UpdateMyRoom } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { specialitiesResource, servicesResource } from './catalogue.resources.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { toRoom } from './directory-views.js';
import { etablissementsResource } from './etablissements.resource.js';
import { roomsResource, sectionsResource } from './places.resources.js';

/**
 * The clinic's directory (issue 10): clinics, specialities, services, sections and rooms, each a
 * paged, searchable, exportable list with audited writes; and a doctor's own room.
 */
export class DirectoryService {
  readonly etablissements;
  readonly specialities;
  readonly services;
  readonly sections;
  readonly rooms;

  constructor(private readonly deps: ClinicDeps) {
    this.etablissements = etablissementsResource(deps);
    this.specialities = specialitiesResource(deps);
    this.services = servicesResource(deps);
    this.sections = sectionsResource(deps);
    this.rooms = roomsResource(deps);
  }

  /** The room in the doctor's profile (doctors.room_id); CLINIC_NO_ROOM when there is none. */
  private async myRoomRow(caller: Caller) {
    const rooms = this.deps.repos.directory.rooms;
    const roomId = await rooms.roomIdOf(caller.accountId);
    const room = roomId == null ? undefined : await rooms.findById(roomId);
    if (!room) throw new AppError('CLINIC_NO_ROOM');
    return room;
  }

  async myRoom(caller: Caller): Promise<Room> {
    return toRoom(await this.myRoomRow(caller));
  }

  /** Spec §7 PATCH /api/rooms/my-room: the doctor keeps their room's number and details up to date. */
  async updateMyRoom(body: UpdateMyRoom, caller: Caller): Promise<Room> {
    const room = await this.myRoomRow(caller);
    return this.rooms.update(caller, room.pubkey, () => body);
  }
}
