import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, in the current language. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('pageTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
