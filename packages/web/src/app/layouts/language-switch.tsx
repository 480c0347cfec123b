import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '../../i18n/use-translation';
import { LANGUAGES, isLanguage } from '@bayan/shared';
import { useLanguage } from '../../i18n/use-language';

/** ar/en toggle. Each option is named in its own language, so either reader can find theirs. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={language}
      aria-label={t('language.label')}
      onChange={(_event, next: unknown) => {
        if (isLanguage(next)) setLanguage(next);
      }}
    >
      {LANGUAGES.map((option) => (
        <ToggleButton
          key={option}
          value={option}
          lang={option}
          // The visible short form starts the name (WCAG 2.5.3, label in name): "EN, English".
          aria-label={`${t(`language.${option}Short`)}, ${t(`language.${option}`)}`}
          sx={{ paddingInline: 1, paddingBlock: 0.25, minWidth: { xs: 34, sm: 40 }, fontWeight: 700 }}
        >
          {t(`language.${option}Short`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
