import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, SETTING_DEFINITIONS } from '@bayan/shared';
import arCommon from '../i18n/locales/ar/common.json';

describe('useSiteName', () => {
  it('recognises the seeded site name as the product’s name in the default language', () => {
    expect(DEFAULT_LANGUAGE).toBe('ar');
    expect(SETTING_DEFINITIONS.site_name.default).toBe(arCommon.siteName);
  });
});
