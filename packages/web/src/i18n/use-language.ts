import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '@bayan/shared';
import { chooseLanguage } from './i18n';

export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return { language, direction: directionOf(language), setLanguage: chooseLanguage };
}
