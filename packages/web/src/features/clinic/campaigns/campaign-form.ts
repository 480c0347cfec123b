import { z } from 'zod';
import { clockTimeSchema, localDateSchema, MAX_CAMPAIGN_CAPACITY, type Campaign } from '@bayan/shared';
import { numberFromInput } from '../../../lib/number-input';
import { offerShape, offerValues, oneTarget, type OfferValues } from '../promotions/offer-form';

export interface CampaignValues extends OfferValues {
  date: string;
  startTime: string;
  endTime: string;
  capacity: string;
}

export const campaignValues = (row?: Campaign): CampaignValues => ({
  ...offerValues(row),
  date: row?.date ?? '',
  startTime: row?.startTime ?? '',
  endTime: row?.endTime ?? '',
  capacity: row ? String(row.capacity) : '',
});

/** The form as the API's body: the day and hours in the clinic's time, the seats as a whole number. */
export const campaignSchema = z
  .object({
    ...offerShape,
    date: localDateSchema,
    startTime: clockTimeSchema,
    endTime: clockTimeSchema,
    capacity: z.preprocess(numberFromInput, z.number().int().min(1).max(MAX_CAMPAIGN_CAPACITY)),
  })
  .refine(...oneTarget)
  .refine((body) => body.endTime > body.startTime, { message: 'field.hoursOrder', path: ['endTime'] });
