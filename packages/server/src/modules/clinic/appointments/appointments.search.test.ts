import type { Appointment, Page } from '@bayan/shared';
import { describe, expect, it } from 'vitest';
import { withAppointmentPeople } from '../../../test/appointment-people-fixtures.js';

const file = withAppointmentPeople();

/** The letters (a, b, c) of the appointments `who` finds with `q`, and the page's total. */
async function search(who: string, q: string, more = '') {
  const url = `/api/appointments?q=${encodeURIComponent(q)}${more}`;
  const res = await file.t.app.inject({ method: 'GET', url, headers: file.people.bearers[who] });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Page<Appointment>>();
  const letter = (a: Appointment) => Object.entries(file.people.ids).find(([, id]) => id === a.id)?.[0];
  return { ids: page.data.map(letter), total: page.total };
}

describe('GET /api/appointments?q=', () => {
  it('finds by the patient’s or the doctor’s name, ignoring diacritics and alef forms', async () => {
    expect(await search('admin', 'هدى')).toEqual({ ids: ['a', 'b'], total: 2 });
    expect(await search('admin', 'العتيبى')).toEqual({ ids: ['a', 'b'], total: 2 });
    expect(await search('admin', 'احمد')).toEqual({ ids: ['a'], total: 1 });
    expect(await search('admin', 'samir had')).toEqual({ ids: ['b', 'c'], total: 2 });
    expect(await search('admin', 'nobody at all')).toEqual({ ids: [], total: 0 });
  });

  it('finds by the patient’s phone, typed locally or in Arabic-Indic digits, and ID number', async () => {
    expect((await search('admin', '0512345678')).ids).toEqual(['a', 'b']);
    expect((await search('admin', '٠٥٩٨٧٦٥٤٣٢')).ids).toEqual(['c']);
    expect((await search('admin', '2098765431')).ids).toEqual(['c']);
  });

  it('searches only within the caller’s scope, with the other filters', async () => {
    expect((await search('drAhmed', 'Omar')).ids).toEqual([]);
    expect((await search('drAhmed', 'هدى')).ids).toEqual(['a']);
    expect((await search('staffDubai', 'هدى')).ids).toEqual(['b']);
    expect((await search('huda', 'Samir')).ids).toEqual(['b']);
    expect((await search('omar', 'هدى')).ids).toEqual([]);
    expect((await search('admin', 'Samir', '&status=Done')).ids).toEqual(['c']);
  });

  it('takes % and _ as plain characters', async () => {
    expect((await search('admin', '%')).ids).toEqual([]);
    expect((await search('admin', '_')).ids).toEqual([]);
  });
});
