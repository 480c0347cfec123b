import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, SETTING_DEFINITIONS } from '@bayan/shared';
import { resources } from '../i18n/resources';

describe('useSiteName', () => {
  it('recognises the seeded site name as the product’s name in the default language', () => {
    expect(SETTING_DEFINITIONS.site_name.default).toBe(resources[DEFAULT_LANGUAGE].common.siteName);
  });
});
