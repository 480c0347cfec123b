import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { pubkeySchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { SETTING_GROUPS, SETTING_TYPES } from './setting-definition.js';

const settingValue = z.union([z.string(), z.number(), z.boolean()]);

export const settingSchema = z
  .object({
    pubkey: z.string(),
    key: z.string(),
    type: z.enum(SETTING_TYPES),
    group: z.enum(SETTING_GROUPS),
    value: settingValue,
    labelAr: z.string(),
    labelEn: z.string(),
    descriptionAr: z.string(),
    descriptionEn: z.string(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Setting' });

export const listSettingsQuerySchema = listQuerySchema(['key'], 'key')
  .pick({ page: true, limit: true })
  .extend({ group: z.enum(SETTING_GROUPS).optional() });

export const settingsPageSchema = pageSchema(settingSchema).meta({ id: 'SettingsPage' });
export const settingPubkeyParamsSchema = z.object({ pubkey: pubkeySchema });

/** The value is checked against the setting's own type by the server (settingValueSchema). */
export const updateSettingSchema = z
  .object({ value: z.union([z.string().max(1000), z.number(), z.boolean()]) })
  .meta({ id: 'UpdateSetting' });

/**
 * The map picker's tile layer, from the server's configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION):
 * a Leaflet URL template ({z}/{x}/{y}, optionally {s}) and the credit its provider requires.
 */
export const mapTilesSchema = z.object({ url: z.string(), attribution: z.string() }).meta({ id: 'MapTiles' });

/**
 * What the public site needs before anyone logs in; an empty contact field is null; `mapTiles`
 * null means a blank, request-free map layer (tests, offline installations).
 */
export const publicSettingsSchema = z
  .object({
    siteName: z.string(),
    defaultLanguage: z.enum(LANGUAGES),
    homePage: z
      .enum(['names', 'clinic'])
      .describe('The public home: the names catalogue or the clinics (the setting, when its module is on)'),
    registrationOpen: z.boolean(),
    otpRequiredAtSignup: z.boolean(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    mapTiles: mapTilesSchema.nullable(),
  })
  .meta({ id: 'PublicSettings' });

export type Setting = z.infer<typeof settingSchema>;
export type ListSettingsQuery = z.output<typeof listSettingsQuerySchema>;
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export type MapTiles = z.infer<typeof mapTilesSchema>;
