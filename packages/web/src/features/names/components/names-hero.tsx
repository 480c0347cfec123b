import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroBanner } from '../../../components/hero-banner';
import { useSiteName } from '../../../hooks/use-public-settings';

/** The landing banner: site name, a line about the 99 names, and the search passed as children. */
export function NamesHero({ children }: { children: ReactNode }) {
  const { t } = useTranslation('names');
  return (
    <HeroBanner title={useSiteName()} intro={t('hero.intro')}>
      {children}
    </HeroBanner>
  );
}
