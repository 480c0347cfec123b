import { describe, expect, it } from 'vitest';
import { withAppointmentPeople } from '../../../test/appointment-people-fixtures.js';
import { riyadhAt } from '../../../test/clinic-fixtures.js';

const file = withAppointmentPeople();

async function exportCsv(who: string, query = '', lang?: 'en') {
  const headers = { ...file.people.bearers[who], ...(lang ? { 'accept-language': lang } : {}) };
  const res = await file.t.app.inject({ method: 'GET', url: `/v1/api/appointments/export${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = res.body.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  const rows = lines.slice(1).map((line) => line.split(','));
  // A public id may start with "-", which the file quotes with an apostrophe (no formula).
  const idOf = (row: string[]) => row[0]!.replace(/^'(?=-)/, '');
  /** The letters of the exported appointments, in the file's order. */
  const ids = rows.map((row) => Object.entries(file.people.ids).find(([, id]) => id === idOf(row))?.[0]);
  return { res, header: lines[0]!.split(','), rows, ids };
}

describe('GET /api/appointments/export', () => {
  it('asks an anonymous visitor to log in, and refuses a role outside the clinic', async () => {
    const anonymous = await file.t.app.inject({
      method: 'GET',
      url: '/api/appointments/export',
      headers: { 'accept-language': 'en' },
    });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'CLINIC_LOGIN_TO_VIEW']);
    const member = await file.t.app.inject({
      method: 'GET',
      url: '/api/appointments/export',
      headers: file.people.bearers.member,
    });
    expect(member.statusCode).toBe(403);
  });

  it('exports what the list shows each role: a patient’s own, a doctor’s, a clinic’s', async () => {
    expect((await exportCsv('huda')).ids).toEqual(['a', 'b']);
    expect((await exportCsv('omar')).ids).toEqual(['c']);
    expect((await exportCsv('drAhmed')).ids).toEqual(['a']);
    expect((await exportCsv('staffDubai')).ids).toEqual(['b', 'c']);
    const all = await exportCsv('admin', '?sort=-start');
    expect(all.ids.filter(Boolean)).toEqual(['c', 'b', 'a']);
    expect(all.res.headers['content-disposition']).toMatch(/^attachment; filename="appointments-[\d-]+\.csv"$/);
  });

  it('applies the list’s filters and search, never beyond the scope', async () => {
    expect((await exportCsv('admin', `?q=${encodeURIComponent('هدى')}`)).ids).toEqual(['a', 'b']);
    expect((await exportCsv('admin', '?q=0598765432&status=Done')).ids).toEqual(['c']);
    expect((await exportCsv('staffDubai', `?q=${encodeURIComponent('احمد')}`)).ids).toEqual([]);
    expect((await exportCsv('drAhmed', `?doctor=${file.people.doctors.drSamir.user.pubkey}`)).rows).toEqual([]);
  });

  it('writes headers and states in English on the clinic’s clock, prices in SAR, phones safe', async () => {
    const { header, rows } = await exportCsv('admin', `?q=${encodeURIComponent('هدى')}&status=Planed`, 'en');
    expect(header).toEqual([
      'ID',
      'Status',
      'Start (clinic time)',
      'End (clinic time)',
      'Clinic time zone',
      'Duration (minutes)',
      'Doctor',
      'Patient',
      'Patient phone',
      'Patient ID number',
      'Consultation type',
      'Price (SAR)',
      'Notes',
      'Booked (Riyadh time)',
    ]);
    const [b] = rows;
    // Noon in Riyadh is the same date in UTC.
    const day = riyadhAt(4, '12:00').slice(0, 10);
    expect(b!.slice(1, 12)).toEqual([
      'Planned',
      // 10:00 in Riyadh is 11:00 on Dubai's clocks, where the clinic is.
      `${day} 11:00:00`,
      `${day} 11:30:00`,
      'Asia/Dubai',
      '30',
      'Samir Haddad',
      'هُدى العتيبي',
      '+966512345678',
      '1012345672',
      'Consultation',
      '150.50',
    ]);
  });

  it('writes headers and states in Arabic by default', async () => {
    const { header, rows } = await exportCsv('admin', '?status=Pending&q=0512345678');
    expect(header.slice(0, 3)).toEqual(['المعرّف', 'الحالة', 'البداية (بتوقيت العيادة)']);
    expect(header.at(-1)).toBe('تاريخ الحجز (بتوقيت الرياض)');
    expect(rows[0]!.slice(1, 2)).toEqual(['قيد الانتظار']);
    expect(rows[0]!.slice(6, 7)).toEqual(['أحمد الزهراني']);
    expect(rows[0]![10]).toBe('كشف');
    expect(rows[0]![11]).toBe('150.00');
  });
});
