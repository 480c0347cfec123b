import type { Components, Theme } from '@mui/material/styles';

/**
 * The Arabic texts MUI's own components show, for the components this app uses (taken from MUI's
 * arSA locale; its English defaults need nothing). Importing `@mui/material/locale` instead built
 * two Intl number formats while the first page loaded, for pagination labels no page shows.
 */
export const MUI_ARABIC: Components<Omit<Theme, 'components'>> = {
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'مسح',
      closeText: 'إغلاق',
      loadingText: 'جار التحميل…',
      noOptionsText: 'لا توجد خيارات',
      openText: 'فتح',
    },
  },
  MuiAlert: { defaultProps: { closeText: 'إغلاق' } },
  MuiBreadcrumbs: { defaultProps: { expandText: 'إظهار المسار' } },
  MuiRating: {
    defaultProps: {
      emptyLabelText: 'فارغ',
      getLabelText: (value: number) => `${value} ${value !== 1 ? 'نجوم' : 'نجمة'}`,
    },
  },
};
