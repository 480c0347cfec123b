import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { appointmentAt } from '../../../test/appointment-fixture.js';
import { reminderEmail, reminderSms } from './reminder-messages.js';

/**
 * Issue 32: the 24 h reminder named "tomorrow" whatever the day; it now reads the clinic's calendar
 * at the moment it is written. Each message also writes one set of digits per language.
 */
const clinic = { ar: 'عيادة الشفاء', en: 'Al Shifa' };
const links = { confirm: 'https://bayan.test/c', cancel: 'https://bayan.test/x' };
const WESTERN = /[0-9]/;
const ARABIC_INDIC = /[\u0660-\u0669]/;

/** Subjects and readable text of both messages, per language; links left out (their digits are not words). */
function written(start: string, clock: FakeClock) {
  const appointment = appointmentAt(start);
  const email = reminderEmail(appointment, '24h', clock.now(), clinic, links);
  const sms = reminderSms(appointment, '24h', clock.now(), links);
  const [smsAr, smsEn] = sms.body.split('\n');
  const [textAr, textEn] = email.body.split('\n\n---\n\n');
  return { email, sms, smsAr: smsAr!, smsEn: smsEn!, textAr: textAr!, textEn: textEn! };
}

type Bilingual = { ar: string; en: string };

/** The lead word agrees in the email's subject and sentence and in the SMS, in both languages. */
function expectLead(out: ReturnType<typeof written>, lead: Bilingual, time: Bilingual) {
  expect(out.email.subject).toBe(`تذكير بموعدك ${lead.ar} | Appointment reminder: ${lead.en}`);
  expect(out.textAr).toContain(`نذكّرك بموعدك ${lead.ar}، الساعة ${time.ar}.`);
  expect(out.textEn).toContain(`A reminder of your appointment ${lead.en}, at ${time.en}.`);
  expect(out.smsAr).toContain(`تذكير بموعدك ${lead.ar} مع Fahd`);
  expect(out.smsEn).toContain(`your appointment ${lead.en} with Fahd`);
}

describe('24 h reminder wording', () => {
  it('says today for an 18:00 visit when written at 00:30 the same Riyadh day', () => {
    // 18:00 Riyadh on 2 December is 15:00 UTC; 00:30 Riyadh that day is 21:30 UTC on 1 December.
    const out = written('2026-12-02T15:00:00.000Z', new FakeClock(new Date('2026-12-01T21:30:00.000Z')));
    expectLead(out, { ar: 'اليوم', en: 'today' }, { ar: '٦:٠٠ م', en: '18:00' });
    for (const text of [out.email.subject, out.email.body, out.email.html, out.sms.body]) {
      expect(text).not.toMatch(/غداً|tomorrow/);
    }
  });

  it('says tomorrow for a 10:00 visit written at 11:00 the day before', () => {
    const out = written('2026-12-03T07:00:00.000Z', new FakeClock(new Date('2026-12-02T08:00:00.000Z')));
    expectLead(out, { ar: 'غداً', en: 'tomorrow' }, { ar: '١٠:٠٠ ص', en: '10:00' });
  });

  it('reads the day in the clinic’s zone where the UTC day differs', () => {
    // Written 22:30 UTC on 2 December, which is 01:30 on 3 December in Riyadh.
    const clock = new FakeClock(new Date('2026-12-02T22:30:00.000Z'));
    // 09:00 Riyadh on 3 December (06:00 UTC): the UTC days differ by one, the Riyadh days not at all.
    const sameDay = written('2026-12-03T06:00:00.000Z', clock);
    expectLead(sameDay, { ar: 'اليوم', en: 'today' }, { ar: '٩:٠٠ ص', en: '09:00' });
    // 02:00 Riyadh on 4 December is still 3 December in UTC: tomorrow in Riyadh.
    const nextDay = written('2026-12-03T23:00:00.000Z', clock);
    expectLead(nextDay, { ar: 'غداً', en: 'tomorrow' }, { ar: '٢:٠٠ ص', en: '02:00' });
    // Written 22:30 Riyadh on 2 December (19:30 UTC), a visit on 4 December: the date itself, no lead word.
    clock.advance(-3 * 3_600_000);
    const later = written('2026-12-04T06:00:00.000Z', clock);
    expect(later.email.subject).toBe('تذكير بموعدك يوم ٤ ديسمبر ٢٠٢٦ | Appointment reminder: on 4 December 2026');
    expect(later.smsEn).toContain('your appointment on 4 December 2026 with');
  });

  it('writes Arabic-Indic digits in the Arabic text and Western digits in the English text', () => {
    const clock = new FakeClock(new Date('2026-12-01T21:30:00.000Z'));
    // Today's wording, and a dated one whose subject carries digits too.
    for (const out of [written('2026-12-02T15:00:00.000Z', clock), written('2026-12-05T15:00:00.000Z', clock)]) {
      const [subjectAr, subjectEn] = out.email.subject.split(' | ');
      const withoutLinks = (text: string) => text.replaceAll(/https:\/\/\S+/g, '');
      for (const arabic of [withoutLinks(out.textAr), out.smsAr]) expect(arabic).toMatch(ARABIC_INDIC);
      for (const arabic of [subjectAr!, withoutLinks(out.textAr), out.smsAr]) expect(arabic).not.toMatch(WESTERN);
      for (const english of [withoutLinks(out.textEn), out.smsEn]) expect(english).toMatch(WESTERN);
      for (const english of [subjectEn!, withoutLinks(out.textEn), out.smsEn])
        expect(english).not.toMatch(ARABIC_INDIC);
    }
    // Gregorian and Umm al-Qura dates alike, in the Arabic facts.
    const today = written('2026-12-02T15:00:00.000Z', clock);
    expect(today.textAr).toContain('الموعد: ٠٢‏/١٢‏/٢٠٢٦، ٦:٠٠ م (٢٢ جمادى الآخرة ١٤٤٨ هـ)');
    expect(today.textEn).toContain('When: 2 Dec 2026, 18:00 (Jumada II 22, 1448 AH)');
  });
});
