import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FIELD_MESSAGES, fieldMessage } from '../errors/field-messages.js';
import {
  assetRatioBpSchema,
  beneficiarySharesSchema,
  buildingNumberSchema,
  companyNumberSchema,
  goldKaratSchema,
  hijriDateSchema,
  ibanSchema,
  metalWeightMgSchema,
  metalWeightTextSchema,
  nationalIdSchema,
  passportNumberSchema,
  percentTextSchema,
  personIdentitySchema,
  postalCodeSchema,
  saudiMobileSchema,
  shortAddressSchema,
} from './endowment-schemas.js';
import { ENDOWMENT_FIELD_MESSAGES } from './endowment-field-messages.js';

/** The issues a schema raises: where and which message key. */
function issues(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('the endowment schemas (forms and server)', () => {
  it.each([
    [nationalIdSchema, '١٠١٢٣٤٥٦٧٢', '1012345672'],
    [passportNumberSchema, 'a1234567', 'A1234567'],
    [saudiMobileSchema, '٠٥٥٥١٢٣٤٥٦', '+966555123456'],
    [ibanSchema, 'sa03 ٨٠٠٠ 0000 6080 1016 7519', 'SA0380000000608010167519'],
    [companyNumberSchema, '٧٠٠١٢٣٤٥٦٧', '7001234567'],
    [buildingNumberSchema, '٨٢٢٨', '8228'],
    [postalCodeSchema, '١٢٦٤٣', '12643'],
    [shortAddressSchema, 'raha٣٤٤٣', 'RAHA3443'],
    [goldKaratSchema, '٢١', 21],
    [goldKaratSchema, 18, 18],
    [metalWeightTextSchema, '١٢٫٥', 12_500],
    [percentTextSchema, '٣٣٫٣٣', 3333],
    [assetRatioBpSchema, 10000, 10000],
    [beneficiarySharesSchema, [5000, 5000], [5000, 5000]],
    [hijriDateSchema, '١٤٤٣-٠٧-٣٠', { year: 1443, month: 7, day: 30 }],
  ] as [z.ZodType, unknown, unknown][])(
    'reads Arabic-Indic or plain input to its stored form (%#)',
    (schema, input, output) => {
      expect(schema.parse(input)).toEqual(output);
    },
  );

  it.each([
    [nationalIdSchema, '١٠١٢٣٤٥٦٧٨', 'field.idNumberChecksum'],
    [saudiMobileSchema, '0520000000', 'field.phone'],
    [ibanSchema, 'SA0480000000608010167519', 'field.ibanChecksum'],
    [ibanSchema, 'SA04', 'field.iban'],
    [companyNumberSchema, '123', 'field.companyNumber'],
    [shortAddressSchema, 'RAH3443', 'field.shortAddress'],
    [goldKaratSchema, 14, 'field.goldKarat'],
    [metalWeightTextSchema, '0', 'field.metalWeight'],
    [metalWeightMgSchema, 0, 'field.metalWeight'],
    [percentTextSchema, '100.5', 'field.percent'],
    [assetRatioBpSchema, 0, 'field.assetRatio'],
    [beneficiarySharesSchema, [5000, 4900], 'field.sharesTotal'],
    [hijriDateSchema, '1443-08-30', 'field.hijriDate'],
    [hijriDateSchema, '1601-01-01', 'field.hijriRange'],
  ] as [z.ZodType, unknown, string][])('refuses bad input with its message key (%#)', (schema, input, message) => {
    expect(issues(schema, input)).toEqual([{ path: [], message }]);
  });

  it('puts a person identification error on the number, read by its type', () => {
    expect(personIdentitySchema.parse({ idType: 'IQAMA', idNumber: '٢٠١٢٣٤٥٦٧٠' })).toEqual({
      idType: 'IQAMA',
      idNumber: '2012345670',
    });
    expect(issues(personIdentitySchema, { idType: 'NID', idNumber: '2012345670' })).toEqual([
      { path: ['idNumber'], message: 'field.idNumberCitizen' },
    ]);
  });

  it('has every message in Arabic and English, in the field catalogue', () => {
    for (const key of Object.keys(ENDOWMENT_FIELD_MESSAGES)) {
      expect(Object.hasOwn(FIELD_MESSAGES, key), key).toBe(true);
      expect(fieldMessage(key, 'ar'), key).toMatch(/[\u0600-\u06ff]/);
      expect(fieldMessage(key, 'en'), key).not.toBe(key);
    }
  });
});
