import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LANGUAGES } from '@bayan/shared';
import { useLanguage } from '../../i18n/use-language';

/**
 * MUI's small, standard ToggleButton in a horizontal ToggleButtonGroup, drawn on the ButtonBase
 * every page already carries: the group and toggle components cost the public first load some
 * 2 KB compressed for two buttons (issue 14). Same look (the pressed option shaded, the two
 * joined into one outlined pill), same semantics (a named group of `aria-pressed` buttons), same
 * keyboard (one tab stop; arrows, Home and End move between the options).
 */
const button = (theme: Theme) => {
  const { palette, shape, typography } = theme;
  const { hoverOpacity, selectedOpacity } = palette.action;
  return {
    ...typography.button,
    fontSize: typography.pxToRem(13),
    fontWeight: 700,
    borderRadius: `${shape.borderRadius}px`,
    border: `1px solid ${palette.divider}`,
    color: palette.action.active,
    paddingInline: 1,
    paddingBlock: 0.25,
    minWidth: { xs: 34, sm: 40 },
    '&:hover': {
      backgroundColor: alpha(palette.text.primary, hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&[aria-pressed="true"]': {
      color: palette.text.primary,
      backgroundColor: alpha(palette.text.primary, selectedOpacity),
      '&:hover': {
        backgroundColor: alpha(palette.text.primary, selectedOpacity + hoverOpacity),
        '@media (hover: none)': { backgroundColor: alpha(palette.text.primary, selectedOpacity) },
      },
    },
    // The group's joins, as the group draws them (the RTL plugin mirrors them in Arabic).
    '&:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
    '&:not(:first-of-type)': {
      marginLeft: '-1px',
      borderLeft: '1px solid transparent',
      borderTopLeftRadius: 0,
      borderBottomLeftRadius: 0,
    },
  };
};

/** The option an arrow key, Home or End moves the focus to (the two wrap around, as the group's do). */
function nextIndex(key: string, from: number, rtl: boolean): number | null {
  const last = LANGUAGES.length - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowDown') return from === last ? 0 : from + 1;
  if (key === backward || key === 'ArrowUp') return from === 0 ? last : from - 1;
  return null;
}

/**
 * ar/en toggle. Each option is named in its own language, so either reader can find theirs. The
 * group is a GET form whose buttons send `lang` (the address keeps its other parameters): with
 * scripts the click switches in place; without them the server renders the page in the language
 * asked and keeps it in the cookie (issue 30: a public page works without JavaScript).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, direction, setLanguage } = useLanguage();
  const [search] = useSearchParams();
  const kept = [...search].filter(([key]) => key !== 'lang');
  // The one option Tab stops at: the first, then the last one focused (a roving tab index).
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const next = nextIndex(event.key, active, direction === 'rtl');
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    // A form may not be a group (ARIA in HTML): the group is inside it.
    <Box component="form" method="get" sx={{ display: 'inline-flex' }}>
      {kept.map(([key, value], index) => (
        <input key={`${index}-${key}`} type="hidden" name={key} value={value} />
      ))}
      <Box
        role="group"
        aria-label={t('language.label')}
        onKeyDown={onKeyDown}
        sx={{ display: 'inline-flex', borderRadius: 1 }}
      >
        {LANGUAGES.map((option, index) => (
          <ButtonBase
            key={option}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            focusRipple
            type="submit"
            name="lang"
            value={option}
            lang={option}
            tabIndex={index === active ? 0 : -1}
            aria-pressed={option === language}
            // The visible short form starts the name (WCAG 2.5.3, label in name): "EN, English".
            aria-label={`${t(`language.${option}Short`)}, ${t(`language.${option}`)}`}
            onFocus={() => setActive(index)}
            onClick={(event) => {
              event.preventDefault();
              setLanguage(option);
            }}
            sx={button}
          >
            {t(`language.${option}Short`)}
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
