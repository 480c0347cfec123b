import { describe, expect, it } from 'vitest';
import { DEMO_DOCTORS } from '../clinic/demo/demo-doctors.js';
import { DEMO_STAFF } from '../clinic/demo/demo-people.js';
import { DEMO_ACCOUNTS } from './users.seed.js';

/** Words that name a role, not a person ("سارة الطبيبة", "خالد المريض", "موظف الاستقبال"). */
const ROLE_WORDS = /طبيب|مريض|استقبال|موظف|تجريبي|مستخدم|عضو|مشرف/;

describe('the demo’s people', () => {
  it('are named as people are, the README’s login emails unchanged', () => {
    const names = [...DEMO_ACCOUNTS, ...DEMO_STAFF, ...DEMO_DOCTORS]
      .filter((account) => account.email !== 'admin@bayan.local')
      .map((account) => `${account.firstName} ${account.lastName}`);
    expect(names.filter((name) => ROLE_WORDS.test(name))).toEqual([]);
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'admin@bayan.local',
      'manager@bayan.local',
      'member@bayan.local',
      'user@bayan.local',
      'staff@bayan.local',
      'doctor@bayan.local',
      'patient@bayan.local',
    ]);
  });
});
