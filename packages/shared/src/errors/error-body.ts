import { z } from 'zod';

export const fieldIssueSchema = z.object({
  path: z.string().describe('Dotted path of the field, e.g. "body.name"'),
  code: z.string(),
  message: z.string(),
});

/** The one error shape every API failure answers with. */
export const errorBodySchema = z
  .object({
    code: z.string(),
    message: z.string(),
    details: z.array(fieldIssueSchema).optional(),
  })
  .meta({ id: 'Error' });

export type FieldIssue = z.infer<typeof fieldIssueSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
