import { z } from 'zod';
import { pubkeySchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { localDateSchema } from './availability-contract.js';
import { MAX_PRICE_HALALAS } from './catalogue-contract.js';
import { clockTimeSchema, optionalText, requiredText } from './directory-fields.js';

/** A promotion's or campaign's title in both languages (Arabic first, PRODUCT.md §9) and its words. */
const wording = {
  titleAr: requiredText(200),
  titleEn: requiredText(200),
  description: optionalText(2000).default(''),
};

const halalas = z
  .number()
  .int()
  .min(0)
  .max(MAX_PRICE_HALALAS)
  .describe('Halalas, an integer: SAR × 100 (79.99 SAR = 7999)');

/** What an offer is about: a service or a speciality, at most one, or neither (the whole clinic). */
const appliesTo = {
  servicePubkey: pubkeySchema.nullable().optional().describe('The service it applies to'),
  specialityPubkey: pubkeySchema.nullable().optional().describe('The speciality it applies to'),
};

const oneTarget = (body: { servicePubkey?: string | null; specialityPubkey?: string | null }) =>
  !(body.servicePubkey && body.specialityPubkey);
const ONE_TARGET = { message: 'field.oneTarget', path: ['specialityPubkey'] };

const refSchema = z.object({ pubkey: z.string(), nameAr: z.string(), nameEn: z.string() });

const promotionFields = z.object({
  ...wording,
  price: halalas.nullable().optional().describe('The usual price; hidden when empty'),
  priceAfterDiscount: halalas.nullable().optional().describe('The price during the promotion; hidden when empty'),
  validFrom: localDateSchema.describe('First day, inclusive, in the clinic’s time zone'),
  validTo: localDateSchema.describe('Last day, inclusive'),
  ...appliesTo,
  active: z.boolean().default(true),
  etablissementPubkey: pubkeySchema.optional().describe('Admins name the clinic; staff get their own'),
});

type PromotionRules = {
  price?: number | null | undefined;
  priceAfterDiscount?: number | null | undefined;
  validFrom?: string | undefined;
  validTo?: string | undefined;
};

const discountBelow = (body: PromotionRules) =>
  body.price == null || body.priceAfterDiscount == null || body.priceAfterDiscount < body.price;
const DISCOUNT_BELOW = { message: 'field.discountBelowPrice', path: ['priceAfterDiscount'] };
const datesInOrder = (body: PromotionRules) => !body.validFrom || !body.validTo || body.validTo >= body.validFrom;
const DATES_ORDER = { message: 'field.datesOrder', path: ['validTo'] };

export const createPromotionSchema = promotionFields
  .refine(discountBelow, DISCOUNT_BELOW)
  .refine(datesInOrder, DATES_ORDER)
  .refine(oneTarget, ONE_TARGET)
  .meta({ id: 'CreatePromotion' });

/** A PATCH names what it changes; the rules across fields are checked again on the row as it ends up. */
export const updatePromotionSchema = promotionFields
  .omit({ etablissementPubkey: true })
  .extend({ description: optionalText(2000), active: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'field.atLeastOne' })
  .refine(discountBelow, DISCOUNT_BELOW)
  .refine(datesInOrder, DATES_ORDER)
  .refine(oneTarget, ONE_TARGET)
  .meta({ id: 'UpdatePromotion' });

export const promotionSchema = z
  .object({
    pubkey: z.string(),
    titleAr: z.string(),
    titleEn: z.string(),
    description: z.string(),
    price: z.number().int().nullable(),
    priceAfterDiscount: z.number().int().nullable(),
    validFrom: z.string().describe('YYYY-MM-DD'),
    validTo: z.string().describe('YYYY-MM-DD'),
    service: refSchema.nullable(),
    speciality: refSchema.nullable(),
    etablissement: refSchema,
    active: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Promotion' });

export const promotionsPageSchema = pageSchema(promotionSchema).meta({ id: 'PromotionsPage' });

export const listPromotionsQuerySchema = listQuerySchema(['validFrom', 'validTo', 'createdAt'], '-createdAt').extend({
  etablissement: pubkeySchema.optional(),
});

export const currentPromotionsQuerySchema = z.object({ etablissement: pubkeySchema.optional() });
export const currentPromotionsSchema = z.array(promotionSchema).meta({ id: 'CurrentPromotions' });

/** Seats a campaign offers: at least one, at most what one day can take. */
export const MAX_CAMPAIGN_CAPACITY = 10_000;

const campaignFields = z.object({
  ...wording,
  date: localDateSchema.describe('The day, in the clinic’s time zone'),
  startTime: clockTimeSchema,
  endTime: clockTimeSchema,
  capacity: z.number().int().min(1).max(MAX_CAMPAIGN_CAPACITY).describe('Seats: pending and accepted registrations'),
  ...appliesTo,
  etablissementPubkey: pubkeySchema.optional().describe('Admins name the clinic; staff get their own'),
});

type Hours = { startTime?: string | undefined; endTime?: string | undefined };
const hoursInOrder = (body: Hours) => !body.startTime || !body.endTime || body.endTime > body.startTime;
const HOURS_ORDER = { message: 'field.hoursOrder', path: ['endTime'] };

export const createCampaignSchema = campaignFields
  .refine(hoursInOrder, HOURS_ORDER)
  .refine(oneTarget, ONE_TARGET)
  .meta({ id: 'CreateCampaign' });

export const updateCampaignSchema = campaignFields
  .omit({ etablissementPubkey: true })
  .extend({ description: optionalText(2000) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'field.atLeastOne' })
  .refine(hoursInOrder, HOURS_ORDER)
  .refine(oneTarget, ONE_TARGET)
  .meta({ id: 'UpdateCampaign' });

export const REGISTRATION_STATUSES = ['PENDING', 'ACCEPTED', 'CANCELED'] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const campaignSchema = z
  .object({
    pubkey: z.string(),
    titleAr: z.string(),
    titleEn: z.string(),
    description: z.string(),
    date: z.string().describe('YYYY-MM-DD in the clinic’s time zone'),
    startTime: z.string().describe('HH:MM'),
    endTime: z.string().describe('HH:MM'),
    start: z.string().describe('ISO 8601 with the clinic’s offset'),
    capacity: z.number().int(),
    seatsTaken: z.number().int().describe('Pending and accepted registrations'),
    service: refSchema.nullable(),
    speciality: refSchema.nullable(),
    etablissement: refSchema,
    myRegistration: z
      .object({ pubkey: z.string(), status: registrationStatusSchema })
      .nullable()
      .optional()
      .describe('The calling patient’s registration, on the public list'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Campaign' });

export const campaignsPageSchema = pageSchema(campaignSchema).meta({ id: 'CampaignsPage' });

export const listCampaignsQuerySchema = listQuerySchema(['start', 'createdAt'], '-start').extend({
  etablissement: pubkeySchema.optional(),
});

export const upcomingCampaignsQuerySchema = z.object({ etablissement: pubkeySchema.optional() });
export const upcomingCampaignsSchema = z.array(campaignSchema).meta({ id: 'UpcomingCampaigns' });

export const registrationSchema = z
  .object({
    pubkey: z.string(),
    status: registrationStatusSchema,
    campaign: z.object({ pubkey: z.string(), titleAr: z.string(), titleEn: z.string(), start: z.string() }),
    patient: z.object({ pubkey: z.string(), name: z.string() }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'CampaignRegistration' });

export const registrationsPageSchema = pageSchema(registrationSchema).meta({ id: 'CampaignRegistrationsPage' });

export const listRegistrationsQuerySchema = listQuerySchema(['createdAt'], '-createdAt').extend({
  campaign: pubkeySchema.optional(),
  status: registrationStatusSchema.optional(),
});

export const campaignParamsSchema = z.object({ pubkey: pubkeySchema });

export type Promotion = z.infer<typeof promotionSchema>;
export type CreatePromotion = z.infer<typeof createPromotionSchema>;
export type UpdatePromotion = z.infer<typeof updatePromotionSchema>;
export type ListPromotionsQuery = z.infer<typeof listPromotionsQuerySchema>;
export type Campaign = z.infer<typeof campaignSchema>;
export type CreateCampaign = z.infer<typeof createCampaignSchema>;
export type UpdateCampaign = z.infer<typeof updateCampaignSchema>;
export type ListCampaignsQuery = z.infer<typeof listCampaignsQuerySchema>;
export type CampaignRegistration = z.infer<typeof registrationSchema>;
export type ListRegistrationsQuery = z.infer<typeof listRegistrationsQuerySchema>;
