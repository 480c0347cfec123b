import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { usePageHead } from '../app/page-head';
import { useSiteName } from './use-public-settings';

/** Names the browser tab after the page and the site, in the current language. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('pageTitle', { page, site: useSiteName() });
  usePageHead({ title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
