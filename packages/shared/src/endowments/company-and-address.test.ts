import { describe, expect, it } from 'vitest';
import { assetDraftSchema, nationalAddressDraftSchema, personDraftSchema } from './deed-draft.js';
import {
  NATIONAL_ADDRESS_MAX,
  checkAdditionalNumber,
  checkBuildingNumber,
  checkPostalCode,
  checkShortAddress,
} from './national-address.js';
import { checkCompanyNumber, companyNumberKind } from './unified-number.js';

describe('CR / unified national number', () => {
  it('takes ten digits in any script, a leading 7 being the unified number', () => {
    expect(checkCompanyNumber('7001234567')).toEqual({ ok: true, value: '7001234567' });
    expect(checkCompanyNumber('١٠١٠٢٣٤٥٦٧')).toEqual({ ok: true, value: '1010234567' });
    expect(checkCompanyNumber('7001 234 567')).toEqual({ ok: true, value: '7001234567' });
    expect(companyNumberKind('7001234567')).toBe('unified');
    expect(companyNumberKind('1010234567')).toBe('commercialRegistration');
  });

  it.each(['700123456', '70012345678', '70012345a7', ''])('refuses %j', (input) => {
    expect(checkCompanyNumber(input)).toEqual({ ok: false, message: 'field.companyNumber' });
  });
});

describe('national address', () => {
  it('reads building and additional numbers of four digits, postcodes of five', () => {
    expect(checkBuildingNumber('٨٢٢٨')).toEqual({ ok: true, value: '8228' });
    expect(checkAdditionalNumber(' 2121 ')).toEqual({ ok: true, value: '2121' });
    expect(checkPostalCode('۱۲۶۴۳')).toEqual({ ok: true, value: '12643' });
  });

  it('refuses other lengths and letters, each with its own message', () => {
    expect(checkBuildingNumber('822')).toEqual({ ok: false, message: 'field.buildingNumber' });
    expect(checkBuildingNumber('82281')).toEqual({ ok: false, message: 'field.buildingNumber' });
    expect(checkAdditionalNumber('21a1')).toEqual({ ok: false, message: 'field.additionalNumber' });
    expect(checkPostalCode('1264')).toEqual({ ok: false, message: 'field.postalCode' });
    expect(checkPostalCode('126431')).toEqual({ ok: false, message: 'field.postalCode' });
  });

  it('upper-cases a short address and reads its digits in any script', () => {
    expect(checkShortAddress('RAHA3443')).toEqual({ ok: true, value: 'RAHA3443' });
    expect(checkShortAddress('raha ٣٤٤٣')).toEqual({ ok: true, value: 'RAHA3443' });
    for (const input of ['RAH3443', 'RAHA344', 'RAHA34433', '3443RAHA', 'رحاب3443']) {
      expect(checkShortAddress(input), input).toEqual({ ok: false, message: 'field.shortAddress' });
    }
  });
});

describe('the deed draft’s spec fields (issue 33)', () => {
  it('keeps a national address’s secondary district and country as typed, bounded in length', () => {
    const address = { secondaryDistrict: 'العليا الشمالي', country: 'المملكة العربية السعودية' };
    expect(nationalAddressDraftSchema.parse(address)).toEqual(address);
    for (const part of ['secondaryDistrict', 'country'] as const) {
      const long = { [part]: 'x'.repeat(NATIONAL_ADDRESS_MAX[part] + 1) };
      expect(nationalAddressDraftSchema.safeParse(long).success, part).toBe(false);
    }
  });

  it('keeps a party’s address and national address', () => {
    const witness = {
      key: 'w1',
      address: 'الرياض، حي العليا',
      nationalAddress: { buildingNumber: '8228', country: 'السعودية', secondaryDistrict: 'العليا الشمالي' },
    };
    expect(personDraftSchema.parse(witness)).toEqual(witness);
  });

  it('keeps a company’s contact representative and address, bounded in length', () => {
    const company = {
      key: 'a1',
      type: 'company',
      companyName: 'شركة البر',
      contactRepresentative: 'سعد القحطاني',
      companyAddress: 'طريق الملك فهد، الرياض',
    } as const;
    expect(assetDraftSchema.parse(company)).toEqual(company);
    expect(assetDraftSchema.safeParse({ ...company, contactRepresentative: 'x'.repeat(201) }).success).toBe(false);
    expect(assetDraftSchema.safeParse({ ...company, companyAddress: 'x'.repeat(301) }).success).toBe(false);
  });
});
