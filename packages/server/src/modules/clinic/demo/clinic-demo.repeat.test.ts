import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDemoApp, rowsOf } from '../../../test/clinic-demo-kit.js';
import type { TestApp } from '../../../test/test-app.js';

/** The demo seed is deterministic and idempotent: a restart, or two servers starting at once, add nothing. */
const opened: TestApp[] = [];
async function open(demoData: boolean, database?: TestApp['database']) {
  const t = await openDemoApp(demoData, database);
  opened.push(t);
  return t;
}
afterAll(async () => {
  for (const t of opened.reverse()) await t.close();
});

/** Everything the demo decides about its appointments, in one digest. */
async function digest(t: TestApp) {
  const [row] = await rowsOf<{ n: number; users: number; digest: string }>(
    t,
    sql`select count(*)::int n, (select count(*) from users)::int users, md5(string_agg(concat_ws('|', d.email,
        a.start_at, a.end_at, a.status, a.price_halalas, p.email, a.seat_no, a.notes, a.created_at,
        (select string_agg(concat_ws(':', h.to_status, h.actor_role, h.reason, h.at), ';' order by h.id)
          from appointment_history h where h.appointment_id = a.id)), ',' order by a.start_at, d.email)) digest
      from appointments a join users d on d.id = a.doctor_id join users p on p.id = a.patient_id`,
  );
  return row!;
}

describe('the demo seed', () => {
  it('adds nothing at a restart, and two seeders at once write it once, the same as from the same day', async () => {
    const first = await open(true);
    const seeded = await digest(first);
    expect(seeded.n).toBeGreaterThan(2000);
    const restarted = await open(true, first.database);
    expect(await digest(restarted)).toEqual(seeded);

    const bare = await open(false);
    expect((await digest(bare)).n).toBe(0);
    const clinic = bare.app.services.clinic;
    const written = await Promise.all([clinic.seedDemo(), clinic.seedDemo()]);
    expect(written.sort((a, b) => a - b)).toEqual([0, seeded.n]);
    expect(await digest(bare)).toEqual(seeded);
  }, 300_000);
});
