import type { Block } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDoctor, riyadhAt } from '../../../test/clinic-fixtures.js';
import { bookFor, call, insertTeam, localDate, strandedIds, type Team } from '../../../test/schedule-fixtures.js';
import { createTestApp, type Bearer, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let team: Team;
const en = (as: object) => ({ ...as, 'accept-language': 'en' });

beforeAll(async () => {
  t = await createTestApp();
  team = await insertTeam(t);
}, 180_000);
afterAll(() => t.close());

const post = (as: Bearer | object, body: object) => call(t, 'POST', '/api/blocks', as, body);

describe('POST /api/blocks: refusals', () => {
  it('answers bad input with the fields at fault, in Arabic and English', async () => {
    const day = localDate(50);
    const cases: [object, string, string, string][] = [
      [
        { from: `${day}T10:00`, to: `${day}T09:00` },
        'body.to',
        'يجب أن ينتهي الوقت بعد بدايته.',
        'The end must come after the start.',
      ],
      [{ from: `${day}T10:00`, to: 'soon' }, 'body.to', '', ''],
      [
        { from: '0000-01-01', to: day },
        'body.from',
        'أدخل تاريخاً بين عامي ١٩٠٠ و٢١٩٩.',
        'Enter a date between 1900 and 2199.',
      ],
      [
        { etablissementPubkey: team.clinic.etablissement.pubkey, from: day, to: day },
        'body.doctorPubkey',
        'اختر الطبيب أو العيادة، واحداً منهما فقط.',
        'Choose either a doctor or a clinic, not both.',
      ],
    ];
    for (const [body, path, ar, english] of cases) {
      for (const [lang, message] of [
        ['ar', ar],
        ['en', english],
      ]) {
        const res = await post(
          { ...team.as.staff, 'accept-language': lang },
          { doctorPubkey: team.colleague.user.pubkey, ...body },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        const line = res.body.details.find((detail: { path: string }) => detail.path === path);
        expect(line, JSON.stringify(res.body)).toBeDefined();
        if (message) expect(line.message).toBe(message);
      }
    }
    const neither = await post(en(team.as.staff), { from: day, to: day });
    expect(neither.body.details[0]).toMatchObject({ path: 'body.doctorPubkey' });
  });

  it('refuses time off over active appointments, listing them (a clinic’s too), until they are canceled', async () => {
    const doctor = await insertDoctor(t, team.clinic, { roomId: null });
    const booked = await bookFor(t, team.as.staff, doctor, riyadhAt(12, '10:00'));
    await bookFor(t, team.as.staff, doctor, riyadhAt(12, '12:00'));
    const day = localDate(12);
    const leave = { doctorPubkey: doctor.user.pubkey, from: `${day}T09:00`, to: `${day}T11:00` };
    const res = await post(en(team.as.staff), leave);
    expect([res.status, res.body.code, strandedIds(res.body)]).toEqual([
      409,
      'CLINIC_BLOCK_STRANDS_BOOKINGS',
      [booked],
    ]);
    expect(res.body.details[0]).toMatchObject({
      code: 'blocked',
      message: expect.stringMatching(new RegExp(`^${day} 10:00 .*: in time off$`)),
    });
    const holiday = await post(team.as.admin, {
      etablissementPubkey: team.clinic.etablissement.pubkey,
      from: day,
      to: day,
    });
    expect([holiday.status, strandedIds(holiday.body).length]).toEqual([409, 2]);
    await call(t, 'POST', `/api/appointments/${booked}/cancel`, team.as.staff, { reason: 'Leave' });
    expect((await post(team.as.staff, leave)).status).toBe(201);
  });
});

describe('GET /api/blocks and DELETE /api/blocks/:pubkey', () => {
  it('lists a doctor’s own and their clinic’s time off, a clinic’s for its staff; deletes inside the same scope', async () => {
    const day = localDate(60);
    const make = async (as: Bearer, body: object) =>
      (await post(as, { from: `${day}T10:00`, to: `${day}T11:00`, ...body })).body.id as string;
    const mine = await make(team.as.doctor, { doctorPubkey: team.doctor.user.pubkey });
    const colleagues = await make(team.as.staff, { doctorPubkey: team.colleague.user.pubkey });
    const clinics = await make(team.as.staff, { etablissementPubkey: team.clinic.etablissement.pubkey });
    const elsewhere = await make(team.as.otherStaff, { doctorPubkey: team.stranger.user.pubkey });
    const ids = async (as: Bearer, query = '') => {
      const res = await call(t, 'GET', `/api/blocks?limit=100&${query || `from=${day}&to=${day}`}`, as);
      expect(res.status).toBe(200);
      return (res.body.data as Block[]).map((block) => block.id).sort();
    };
    expect(await ids(team.as.doctor)).toEqual([mine, clinics].sort());
    expect(await ids(team.as.staff)).toEqual([mine, colleagues, clinics].sort());
    expect(await ids(team.as.staff, `from=${day}&to=${day}&doctor=${team.colleague.user.pubkey}`)).toEqual(
      [colleagues, clinics].sort(),
    );
    expect(await ids(team.as.staff, `from=${day}&to=${day}&doctor=${team.stranger.user.pubkey}`)).toEqual([]);
    expect(await ids(team.as.otherStaff)).toEqual([elsewhere]);
    expect(
      await ids(team.as.admin, `from=${day}&to=${day}&etablissement=${team.elsewhere.etablissement.pubkey}`),
    ).toEqual([elsewhere]);
    expect(await ids(team.as.admin, `from=${localDate(61)}&to=${localDate(62)}`)).toEqual([]);
    expect((await call(t, 'GET', '/api/blocks', team.as.patient)).status).toBe(403);

    const remove = async (as: Bearer, id: string) => (await call(t, 'DELETE', `/api/blocks/${id}`, as)).status;
    expect(await remove(team.as.doctor, clinics)).toBe(403);
    expect(await remove(team.as.doctor, colleagues)).toBe(404);
    expect(await remove(team.as.otherStaff, mine)).toBe(404);
    expect(await remove(team.as.patient, mine)).toBe(403);
    expect(await remove(team.as.staff, colleagues)).toBe(204);
    expect(await remove(team.as.staff, colleagues)).toBe(404);
    expect(await remove(team.as.admin, clinics)).toBe(204);
  });
});
