import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEtablissementSchema,
  createRoomSchema,
  createSectionSchema,
  createServiceSchema,
  createSpecialitySchema,
  directoryParamsSchema,
  etablissementSchema,
  etablissementsPageSchema,
  listEtablissementsQuerySchema,
  listRoomsQuerySchema,
  listSectionsQuerySchema,
  listServicesQuerySchema,
  listSpecialitiesQuerySchema,
  roomSchema,
  roomsPageSchema,
  sectionSchema,
  sectionsPageSchema,
  serviceSchema,
  servicesPageSchema,
  specialitiesPageSchema,
  specialitySchema,
  updateEtablissementSchema,
  updateMyRoomSchema,
  updateRoomSchema,
  updateSectionSchema,
  updateServiceSchema,
  updateSpecialitySchema,
} from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { directoryErrors, directoryRoutes } from './directory-crud.routes.js';

const crudKeys = <P extends string, S extends string>(plural: P, singular: S) =>
  ({
    list: `clinic.list${plural}`,
    export: `clinic.export${plural}`,
    create: `clinic.create${singular}`,
    update: `clinic.update${singular}`,
    delete: `clinic.delete${singular}`,
  }) as const;

/** The clinic's directory: clinics, specialities, services, sections, rooms, and a doctor's own room. */
export const directoryRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const { directory } = app.services.clinic;

  directoryRoutes(app, {
    name: 'etablissements',
    noun: 'clinic',
    keys: crudKeys('Etablissements', 'Etablissement'),
    query: listEtablissementsQuerySchema,
    item: etablissementSchema,
    page: etablissementsPageSchema,
    create: createEtablissementSchema,
    update: updateEtablissementSchema,
    resource: directory.etablissements,
  });

  app.route({
    ...route('clinic.getEtablissement'),
    schema: {
      tags: ['etablissements'],
      summary: 'One clinic: names, contact details, weekend days, opening hours, time zone',
      params: directoryParamsSchema,
      response: { 200: etablissementSchema, ...directoryErrors },
    },
    handler: async (request) => directory.etablissements.get(request.params.pubkey),
  });

  directoryRoutes(app, {
    name: 'specialities',
    noun: 'speciality',
    keys: crudKeys('Specialities', 'Speciality'),
    query: listSpecialitiesQuerySchema,
    item: specialitySchema,
    page: specialitiesPageSchema,
    create: createSpecialitySchema,
    update: updateSpecialitySchema,
    resource: directory.specialities,
  });

  directoryRoutes(app, {
    name: 'services',
    noun: 'service',
    keys: crudKeys('Services', 'Service'),
    query: listServicesQuerySchema,
    item: serviceSchema,
    page: servicesPageSchema,
    create: createServiceSchema,
    update: updateServiceSchema,
    resource: directory.services,
  });

  directoryRoutes(app, {
    name: 'sections',
    noun: 'section',
    keys: crudKeys('Sections', 'Section'),
    query: listSectionsQuerySchema,
    item: sectionSchema,
    page: sectionsPageSchema,
    create: createSectionSchema,
    update: updateSectionSchema,
    resource: directory.sections,
  });

  directoryRoutes(app, {
    name: 'rooms',
    noun: 'room',
    keys: crudKeys('Rooms', 'Room'),
    query: listRoomsQuerySchema,
    item: roomSchema,
    page: roomsPageSchema,
    create: createRoomSchema,
    update: updateRoomSchema,
    resource: directory.rooms,
  });

  app.route({
    ...route('clinic.getMyRoom'),
    schema: {
      tags: ['rooms'],
      summary: 'The room of the calling doctor (CLINIC_NO_ROOM when none is assigned)',
      response: { 200: roomSchema, ...directoryErrors },
    },
    handler: async (request) => directory.myRoom(await request.caller()),
  });

  app.route({
    ...route('clinic.updateMyRoom'),
    schema: {
      tags: ['rooms'],
      summary: 'The calling doctor changes their own room’s number or details (spec §7)',
      body: updateMyRoomSchema,
      response: { 200: roomSchema, ...directoryErrors },
    },
    handler: async (request) => directory.updateMyRoom(request.body, await request.caller()),
  });
};
