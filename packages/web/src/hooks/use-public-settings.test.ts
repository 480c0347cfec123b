import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, SETTING_DEFINITIONS } from '@bayan/shared';
import i18n from '../i18n/i18n';

describe('useSiteName', () => {
  it('recognises the seeded site name as the product’s name in the default language', () => {
    expect(SETTING_DEFINITIONS.site_name.default).toBe(i18n.t('siteName', { lng: DEFAULT_LANGUAGE }));
  });
});
