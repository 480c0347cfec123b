import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDemoApp, rowsOf } from '../../../test/clinic-demo-kit.js';
import type { TestApp } from '../../../test/test-app.js';

/**
 * The demo seed is deterministic and idempotent: a restart, or two servers starting at once, add
 * nothing, whether appointments, ratings, promotions or campaigns.
 */
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

/** The ratings, the doctors' aggregates, the promotions, the campaigns and their registrations, in one digest. */
async function offersDigest(t: TestApp) {
  const [row] = await rowsOf<Record<string, number | string>>(
    t,
    sql`select (select count(*) from ratings)::int ratings, (select count(*) from promotions)::int promotions,
      (select count(*) from campaigns)::int campaigns, (select count(*) from campaign_registrations)::int registrations,
      (select md5(string_agg(concat_ws('|', a.start_at, d.email, r.stars, r.comment, r.state, m.email, r.moderated_at,
        r.created_at), ',' order by a.start_at, d.email)) from ratings r join appointments a on a.id = r.appointment_id
        join users d on d.id = r.doctor_id left join users m on m.id = r.moderated_by) ratings_digest,
      (select string_agg(concat_ws(':', u.email, o.rating, o.rating_count), ',' order by u.email)
        from doctors o join users u on u.id = o.user_id) aggregates,
      (select string_agg(concat_ws('|', title_en, price_halalas, price_after_discount_halalas, valid_from, valid_to),
        ',' order by title_en) from promotions) promotions_digest,
      (select string_agg(concat_ws('|', c.title_en, c.start_at, c.end_at, c.capacity, c.seats_taken,
        (select string_agg(concat_ws(':', p.email, g.status), ';' order by p.email)
          from campaign_registrations g join users p on p.id = g.patient_id where g.campaign_id = c.id)),
        ',' order by c.start_at) from campaigns c) campaigns_digest`,
  );
  return row!;
}

describe('the demo seed', () => {
  it('adds nothing at a restart, and two seeders at once write it once, the same as from the same day', async () => {
    const first = await open(true);
    const seeded = await digest(first);
    expect(seeded.n).toBeGreaterThan(2000);
    const offers = await offersDigest(first);
    expect(offers).toMatchObject({ promotions: 3, campaigns: 2, registrations: 4 });
    const restarted = await open(true, first.database);
    expect(await digest(restarted)).toEqual(seeded);
    expect(await offersDigest(restarted)).toEqual(offers);

    const bare = await open(false);
    expect((await digest(bare)).n).toBe(0);
    const clinic = bare.app.services.clinic;
    const written = await Promise.all([clinic.seedDemo(), clinic.seedDemo()]);
    expect(written.sort((a, b) => a - b)).toEqual([0, seeded.n]);
    expect(await digest(bare)).toEqual(seeded);
    expect(await offersDigest(bare)).toEqual(offers);
  }, 300_000);
});
