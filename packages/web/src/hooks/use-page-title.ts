import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '../lib/page-head';
import { useSiteName } from './use-public-settings';

/**
 * Names the browser tab after the page and the site, in the current language; a public page also
 * says what it is about (`description`, the search result's snippet, issue 30).
 */
export function usePageTitle(page: string, description?: string): void {
  const { t } = useTranslation();
  const title = t('pageTitle', { page, site: useSiteName() });
  usePageHead({ title, ...(description ? { description } : {}) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
