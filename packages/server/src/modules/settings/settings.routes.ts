import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  listSettingsQuerySchema,
  publicSettingsSchema,
  settingPubkeyParamsSchema,
  settingSchema,
  settingsPageSchema,
  updateSettingSchema,
} from '@bayan/shared';
import { route } from '../../lib/http/route.js';

const tags = ['settings'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;

  app.route({
    ...route('settings.list'),
    schema: {
      tags,
      summary: 'List settings, optionally of one group',
      querystring: listSettingsQuerySchema,
      response: { 200: settingsPageSchema, ...errors },
    },
    handler: async (request) => settings.findSettings(request.query),
  });

  app.route({
    ...route('settings.public'),
    schema: { tags, summary: 'Settings the public site needs', response: { 200: publicSettingsSchema, ...errors } },
    handler: async () => settings.publicSettings(),
  });

  app.route({
    ...route('settings.update'),
    schema: {
      tags,
      summary: "Change a setting's value (checked against the setting's type)",
      params: settingPubkeyParamsSchema,
      body: updateSettingSchema,
      response: { 200: settingSchema, ...errors },
    },
    handler: async (request) =>
      settings.updateSetting(request.params.pubkey, request.body.value, await request.caller(), request.lang),
  });
};
