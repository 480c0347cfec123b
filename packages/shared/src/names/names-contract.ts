import { z } from 'zod';
import { serialIdSchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';

export const NAME_SORTABLE = ['order', 'name', 'transliteration', 'createdAt'] as const;

export const nameSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('The name in Arabic, with diacritics'),
    transliteration: z.string(),
    meaningAr: z.string(),
    meaningEn: z.string(),
    description: z.string(),
    order: z.number().int(),
    isActive: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Name' });

const text = (max: number) => z.string().trim().min(1).max(max);
/** Text the spec's name does not have (§3: name, order, description, isActive): may stay empty. */
const extraText = (max: number) => z.string().trim().max(max);

const nameFields = z.object({
  name: text(100),
  transliteration: extraText(100),
  meaningAr: extraText(300),
  meaningEn: extraText(300),
  description: extraText(5000),
  order: z.number().int().min(0).max(100_000),
  isActive: z.boolean(),
});

/** Spec §5: a new name starts at order 0, active; spec §7's body {name, order, description, isActive} is enough. */
export const createNameSchema = nameFields
  .extend({
    transliteration: nameFields.shape.transliteration.default(''),
    meaningAr: nameFields.shape.meaningAr.default(''),
    meaningEn: nameFields.shape.meaningEn.default(''),
    description: nameFields.shape.description.default(''),
    order: nameFields.shape.order.default(0),
    isActive: nameFields.shape.isActive.default(true),
  })
  .meta({ id: 'CreateName' });

/** No defaults here: a PATCH changes only the fields it names. */
export const updateNameSchema = nameFields
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'field.atLeastOne' })
  .meta({ id: 'UpdateName' });

export const nameIdParamsSchema = z.object({ id: serialIdSchema });

export const listNamesQuerySchema = listQuerySchema(NAME_SORTABLE, 'order').extend({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const namesPageSchema = pageSchema(nameSchema).meta({ id: 'NamesPage' });

export type Name = z.infer<typeof nameSchema>;
export type CreateName = z.input<typeof createNameSchema>;
export type UpdateName = z.input<typeof updateNameSchema>;
export type ListNamesQuery = z.output<typeof listNamesQuerySchema>;
