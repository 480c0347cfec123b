import { describe, expect, it } from 'vitest';
import { NATIONAL_ADDRESS_MAX, NATIONAL_ADDRESS_PARTS } from '../endowments/national-address.js';
import { nationalAddressInputSchema, nationalAddressSchema } from './national-address-contract.js';

describe('the profile’s national address (issue 33: the spec’s country and secondary district)', () => {
  it('takes the secondary district and the country beside the other parts, trimmed, blank as none', () => {
    const parsed = nationalAddressInputSchema.parse({
      buildingNumber: '٨٢٢٨',
      district: 'العليا',
      secondaryDistrict: '  العليا الشمالي ',
      country: 'المملكة العربية السعودية',
    });
    expect(parsed).toMatchObject({
      buildingNumber: '8228',
      secondaryDistrict: 'العليا الشمالي',
      country: 'المملكة العربية السعودية',
    });
    expect(nationalAddressInputSchema.parse({ secondaryDistrict: ' ', country: '' })).toMatchObject({
      secondaryDistrict: null,
      country: null,
    });
  });

  it('bounds each new part by its length', () => {
    const long = (part: 'country' | 'secondaryDistrict') => 'س'.repeat(NATIONAL_ADDRESS_MAX[part] + 1);
    for (const part of ['country', 'secondaryDistrict'] as const) {
      const at = (value: string) => nationalAddressInputSchema.safeParse({ [part]: value });
      expect(at(long(part)).success, part).toBe(false);
      expect(at(long(part)).error?.issues[0]?.path).toEqual([part]);
      expect(at(long(part).slice(1)).success, part).toBe(true);
    }
  });

  it('answers every part of the address, the new ones included', () => {
    const shape = Object.keys(nationalAddressSchema.shape);
    for (const part of NATIONAL_ADDRESS_PARTS) expect(shape, part).toContain(part);
    expect(NATIONAL_ADDRESS_PARTS).toEqual(expect.arrayContaining(['country', 'secondaryDistrict']));
  });
});
