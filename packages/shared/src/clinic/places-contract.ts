import { z } from 'zod';
import { pubkeySchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { bilingualName, directoryRefSchema, optionalText, patchOf, requiredText } from './directory-fields.js';

const stamps = { createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() };
const inClinic = {
  etablissementPubkey: pubkeySchema
    .optional()
    .describe('The clinic; STAFF may leave it out (their own), admins must give it'),
};

export const sectionSchema = z
  .object({ pubkey: z.string(), ...bilingualName, etablissement: directoryRefSchema, ...stamps })
  .meta({ id: 'Section' });

export const createSectionSchema = z.object({ ...inClinic, ...bilingualName }).meta({ id: 'CreateSection' });
/** A section stays in its clinic: only its names change. */
export const updateSectionSchema = patchOf(z.object(bilingualName)).meta({ id: 'UpdateSection' });

export const listSectionsQuerySchema = listQuerySchema(['nameAr', 'nameEn', 'createdAt'], 'nameAr').extend({
  etablissement: pubkeySchema.optional(),
});

export const roomSchema = z
  .object({
    pubkey: z.string(),
    name: z.string().describe('The room’s number or name, unique in its clinic'),
    description: z.string().describe('Details: floor, wing, extension, equipment'),
    etablissement: directoryRefSchema,
    section: directoryRefSchema.nullable(),
    ...stamps,
  })
  .meta({ id: 'Room' });

const roomDetails = { name: requiredText(100), description: optionalText(1000) };
const sectionPubkey = pubkeySchema.nullable().describe('A section of the same clinic; null: none');

export const createRoomSchema = z
  .object({
    ...inClinic,
    sectionPubkey: sectionPubkey.optional(),
    name: roomDetails.name,
    description: roomDetails.description.default(''),
  })
  .meta({ id: 'CreateRoom' });

/** A room stays in its clinic; it may change section (of that clinic), number and details. */
export const updateRoomSchema = patchOf(z.object({ sectionPubkey, ...roomDetails })).meta({ id: 'UpdateRoom' });

/** PATCH /api/rooms/my-room: a doctor keeps their own room's number and details up to date. */
export const updateMyRoomSchema = patchOf(z.object(roomDetails)).meta({ id: 'UpdateMyRoom' });

export const listRoomsQuerySchema = listQuerySchema(['name', 'createdAt'], 'name').extend({
  etablissement: pubkeySchema.optional(),
  section: pubkeySchema.optional(),
});

export const sectionsPageSchema = pageSchema(sectionSchema).meta({ id: 'SectionsPage' });
export const roomsPageSchema = pageSchema(roomSchema).meta({ id: 'RoomsPage' });

export type Section = z.infer<typeof sectionSchema>;
export type CreateSection = z.output<typeof createSectionSchema>;
export type UpdateSection = z.output<typeof updateSectionSchema>;
export type ListSectionsQuery = z.output<typeof listSectionsQuerySchema>;
export type Room = z.infer<typeof roomSchema>;
export type CreateRoom = z.output<typeof createRoomSchema>;
export type UpdateRoom = z.output<typeof updateRoomSchema>;
export type UpdateMyRoom = z.output<typeof updateMyRoomSchema>;
export type ListRoomsQuery = z.output<typeof listRoomsQuerySchema>;
