import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS, appointmentColor } from '@bayan/shared';
import { themeFor } from '../../../config/theme';
import ar from '../../../i18n/locales/ar/dashboard.json';
import en from '../../../i18n/locales/en/dashboard.json';
import { STATUS_COLOUR } from './status-colour';

describe('a state’s colour, in the chips, on the calendar and in the API', () => {
  it('is the theme’s colour of the chip’s palette name: the same hex the calendar draws and the API sends', () => {
    for (const theme of [themeFor('rtl'), themeFor('ltr')]) {
      for (const status of APPOINTMENT_STATUSES) {
        const palette = STATUS_COLOUR[status];
        const main = palette === 'default' ? theme.palette.grey[600] : theme.palette[palette].main;
        expect(main.toLowerCase(), status).toBe(appointmentColor(status));
      }
    }
  });

  it('tells the states apart', () => {
    expect(new Set(APPOINTMENT_STATUSES.map(appointmentColor)).size).toBe(APPOINTMENT_STATUSES.length);
  });
});

describe('a state’s word', () => {
  it('is the same on the screen as in the exports', () => {
    expect(ar.home.stats.statuses).toEqual(APPOINTMENT_STATUS_LABELS.ar);
    expect(en.home.stats.statuses).toEqual(APPOINTMENT_STATUS_LABELS.en);
  });
});
