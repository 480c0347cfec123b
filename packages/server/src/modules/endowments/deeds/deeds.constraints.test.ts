import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorOf } from '../../../db/pg-error.js';
import { createDeed, insertEndower } from '../../../test/endowments-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { endowmentAssets } from './assets.table.js';
import { endowments } from './deeds.table.js';
import { endowmentExpenses } from './expenses.table.js';
import { endowmentPersons } from './persons.table.js';

let t: TestApp;
let deedId: number;

beforeAll(async () => {
  t = await createTestApp();
  const endower = await insertEndower(t);
  const deed = await createDeed(t, endower.as, { supervisors: [{ key: 's1' }] });
  const { rows } = (await t.database.db.execute(sql`select id from endowments where pubkey = ${deed.pubkey}`)) as {
    rows: { id: number }[];
  };
  deedId = rows[0]!.id;
}, 180_000);
afterAll(() => t.close());

/** The constraint PostgreSQL names when it refuses the write. */
async function refusal(write: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await write();
  } catch (error) {
    return pgErrorOf(error)?.constraint;
  }
  throw new Error('the database took the row');
}

const person = (values: Partial<typeof endowmentPersons.$inferInsert>) =>
  t.database.db
    .insert(endowmentPersons)
    .values({ endowmentId: deedId, role: 'WITNESS', position: 0, key: 'k', ...values });
const asset = (values: Partial<typeof endowmentAssets.$inferInsert>) =>
  t.database.db.insert(endowmentAssets).values({ endowmentId: deedId, position: 9, key: 'k', type: 'gold', ...values });

const expense = (values: Partial<typeof endowmentExpenses.$inferInsert>) =>
  t.database.db.insert(endowmentExpenses).values({ endowmentId: deedId, position: 0, key: 'e', ...values });
const reward = (values: Partial<typeof endowments.$inferInsert>) =>
  t.database.db.update(endowments).set(values).where(eq(endowments.id, deedId));

describe('the deed tables keep their rules themselves', () => {
  it('one row per place in a role’s list, one endower at place 0, places from 0', async () => {
    expect(await refusal(() => person({ role: 'SUPERVISOR', position: 0 }))).toBe('endowment_persons_position_key');
    expect(await refusal(() => person({ role: 'ENDOWER', position: 1 }))).toBe('endowment_persons_endower_check');
    expect(await refusal(() => person({ position: -1 }))).toBe('endowment_persons_position_check');
  });

  it('shares in basis points within 0 … 10000, coordinates on the globe', async () => {
    expect(await refusal(() => person({ ratioBp: 10_001 }))).toBe('endowment_persons_ratio_bp_check');
    expect(await refusal(() => person({ latitude: 91 }))).toBe('endowment_persons_latitude_check');
    expect(await refusal(() => asset({ ratioBp: -1 }))).toBe('endowment_assets_ratio_bp_check');
  });

  it('each asset type’s own columns only on its own rows', async () => {
    expect(await refusal(() => asset({ ibanNumber: 'SA03' }))).toBe('endowment_assets_iban_check');
    expect(await refusal(() => asset({ type: 'current_account', deedNumber: '1' }))).toBe(
      'endowment_assets_real_estate_check',
    );
    expect(await refusal(() => asset({ type: 'silver', goldKarat: '24' }))).toBe('endowment_assets_gold_check');
    expect(await refusal(() => asset({ companyName: 'x' }))).toBe('endowment_assets_company_check');
    await asset({ goldKarat: '24', weightGrams: '10' });
  });

  it('expense lines: up to 20 in order, a value in basis points only on a percent, in halalas only on an amount', async () => {
    await expense({ position: 0, kind: 'PERCENT', valueBp: 10_000 });
    expect(await refusal(() => expense({ position: 0 }))).toBe('endowment_expenses_position_key');
    expect(await refusal(() => expense({ position: 20 }))).toBe('endowment_expenses_position_check');
    expect(await refusal(() => expense({ position: 1, kind: 'AMOUNT', valueBp: 10 }))).toBe(
      'endowment_expenses_value_bp_check',
    );
    expect(await refusal(() => expense({ position: 1, kind: 'PERCENT', valueBp: 10_001 }))).toBe(
      'endowment_expenses_value_bp_check',
    );
    expect(await refusal(() => expense({ position: 1, kind: 'PERCENT', amountHalalas: 100 }))).toBe(
      'endowment_expenses_amount_check',
    );
    expect(await refusal(() => expense({ position: 1, kind: 'AMOUNT', amountHalalas: -1 }))).toBe(
      'endowment_expenses_amount_check',
    );
    expect(await refusal(() => expense({ position: 1, label: 'ب'.repeat(201) }))).toBe(
      'endowment_expenses_label_check',
    );
  });

  it('the reward: basis points only on a percent, halalas only on an amount', async () => {
    expect(await refusal(() => reward({ rewardKind: 'GOING_RATE', rewardBp: 500 }))).toBe('endowments_reward_check');
    expect(await refusal(() => reward({ rewardKind: 'PERCENT', rewardHalalas: 500 }))).toBe('endowments_reward_check');
    expect(await refusal(() => reward({ rewardKind: 'AMOUNT', rewardHalalas: 100_000_000_001 }))).toBe(
      'endowments_reward_check',
    );
    await reward({ rewardKind: 'AMOUNT', rewardHalalas: 100_000_000_000 });
  });
});
