import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../hooks/use-public-settings';
import { chosenLanguage } from '../i18n/i18n';

/**
 * A visitor who has never chosen a language gets the one an administrator set as the default
 * (PRODUCT §6); the choice is not stored, so a later change of the default reaches them too.
 */
export function DefaultLanguage() {
  const { i18n } = useTranslation();
  const defaultLanguage = usePublicSettings()?.defaultLanguage;
  useEffect(() => {
    if (defaultLanguage && chosenLanguage() === null) void i18n.changeLanguage(defaultLanguage);
  }, [defaultLanguage, i18n]);
  return null;
}
