import { describe, expect, it } from 'vitest';
import ar from '../../../i18n/locales/ar/clinicSite.json';
import en from '../../../i18n/locales/en/clinicSite.json';
import { createAppI18n } from '../../../i18n/create-app-i18n';
import { clockTime, phraseHours, workingRuns, type HoursWords } from './working-hours';

/** The catalogue's own sentences, filled by the app's i18next. */
const i18n = createAppI18n('ar', { ar: { clinicSite: ar }, en: { clinicSite: en } });
function wordsOf(language: 'ar' | 'en'): HoursWords {
  const t = i18n.getFixedT(language, 'clinicSite');
  return {
    dayRange: (from, to) => t('hours.dayRange', { from, to }),
    timeRange: (from, to) => t('hours.timeRange', { from, to }),
    line: (days, hours) => t('hours.line', { days, hours }),
    everyDay: t('hours.everyDay'),
    allDay: t('hours.allDay'),
    closed: t('hours.closed'),
  };
}
const EN = wordsOf('en');
const AR = wordsOf('ar');
const SAUDI = { weekendDays: [5], startHour: '09:00', endHour: '21:00' };
/** Intl may put a narrow no-break space before AM/PM: read it as a space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('phraseHours', () => {
  it('says the Saudi week as one run from Saturday, whatever the numbering', () => {
    expect(plain(phraseHours(SAUDI, 'en', EN))).toBe('Saturday to Thursday, 9:00 AM to 9:00 PM');
  });

  it('says it in Arabic, with Arabic-Indic digits', () => {
    const text = plain(phraseHours(SAUDI, 'ar', AR));
    expect(text).toBe('من السبت إلى الخميس، من ٩:٠٠ ص إلى ٩:٠٠ م');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('follows the clinic’s own weekend and hours', () => {
    const text = phraseHours({ weekendDays: [5, 6], startHour: '08:30', endHour: '17:00' }, 'en', EN);
    expect(plain(text)).toBe('Sunday to Thursday, 8:30 AM to 5:00 PM');
  });

  it('lists working days apart from each other', () => {
    const split = { weekendDays: [1, 3], startHour: '09:00', endHour: '13:00' };
    expect(plain(phraseHours(split, 'en', EN))).toBe('Tuesday and Thursday to Sunday, 9:00 AM to 1:00 PM');
    expect(workingRuns([1, 3])).toEqual([[2], [4, 5, 6, 0]]);
    expect(plain(phraseHours({ ...split, weekendDays: [2, 5] }, 'en', EN))).toBe(
      'Wednesday to Thursday and Saturday to Monday, 9:00 AM to 1:00 PM',
    );
  });

  it('says every day, and closed, when the week is whole or empty', () => {
    expect(plain(phraseHours({ ...SAUDI, weekendDays: [] }, 'en', EN))).toBe('Every day, 9:00 AM to 9:00 PM');
    expect(phraseHours({ ...SAUDI, weekendDays: [0, 1, 2, 3, 4, 5, 6] }, 'en', EN)).toBe('Closed for now');
  });

  it('says round the clock for midnight to midnight', () => {
    const always = { weekendDays: [], startHour: '00:00', endHour: '24:00' };
    expect(phraseHours(always, 'en', EN)).toBe('Every day, around the clock');
    expect(phraseHours(always, 'ar', AR)).toBe('كل أيام الأسبوع، على مدار الساعة');
  });

  it('reads 24:00 as midnight', () => {
    expect(plain(clockTime('24:00', 'en'))).toBe('12:00 AM');
  });
});
