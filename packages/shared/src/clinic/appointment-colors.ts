import type { AppointmentStatus } from '../dashboard/appointment-statuses.js';
import type { Language } from '../i18n/languages.js';

/** The MUI palette names the web's chips are coloured with. */
export type StatusPalette = 'warning' | 'info' | 'success' | 'secondary' | 'error' | 'default';

/**
 * The colour of each state (the spec's appointment `color` follows the state), one source for
 * the API's `color`, the calendar and the lists' chips. `hex` is the `palette` colour's main
 * shade in the web's theme (MUI's defaults, with the theme's darker warning, info and secondary
 * for contrast on white; `default` is MUI's grey 600); a web test holds the two together.
 */
export const APPOINTMENT_STATUS_COLORS = {
  Pending: { palette: 'warning', hex: '#b45309' },
  Planed: { palette: 'info', hex: '#0369a1' },
  Done: { palette: 'success', hex: '#2e7d32' },
  NoShow: { palette: 'secondary', hex: '#8d6e00' },
  Rejected: { palette: 'error', hex: '#d32f2f' },
  Canceled: { palette: 'default', hex: '#757575' },
} as const satisfies Record<AppointmentStatus, { palette: StatusPalette; hex: `#${string}` }>;

export const appointmentColor = (status: AppointmentStatus): string => APPOINTMENT_STATUS_COLORS[status].hex;

/** The states in words, as the dashboard shows them: the exports word a state the same way. */
export const APPOINTMENT_STATUS_LABELS: Record<Language, Record<AppointmentStatus, string>> = {
  ar: {
    Pending: 'قيد الانتظار',
    Planed: 'مُجدوَل',
    Rejected: 'مرفوض',
    Canceled: 'ملغى',
    Done: 'منجز',
    NoShow: 'لم يحضر',
  },
  en: {
    Pending: 'Pending',
    Planed: 'Planned',
    Rejected: 'Rejected',
    Canceled: 'Cancelled',
    Done: 'Done',
    NoShow: 'No-show',
  },
};
