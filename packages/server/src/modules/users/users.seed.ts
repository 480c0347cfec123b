import type { Config } from '../../config.js';
import type { SeedAccount, UsersService } from './users.service.js';

/** Demo accounts, one per role, all with DEMO_PASSWORD (documented in the README). */
export const DEMO_PASSWORD = 'Bayan-Demo-2026';
export const DEMO_ACCOUNTS: SeedAccount[] = [
  { email: 'admin@bayan.local', role: 'ADMIN', firstName: 'مدير', lastName: 'النظام', password: DEMO_PASSWORD },
  { email: 'manager@bayan.local', role: 'ADMIN', firstName: 'بدر', lastName: 'العمري', password: DEMO_PASSWORD },
  { email: 'member@bayan.local', role: 'MEMBER', firstName: 'ياسر', lastName: 'الشهراني', password: DEMO_PASSWORD },
  { email: 'user@bayan.local', role: 'USER', firstName: 'هند', lastName: 'الرشيد', password: DEMO_PASSWORD },
  { email: 'staff@bayan.local', role: 'STAFF', firstName: 'منيرة', lastName: 'السبيعي', password: DEMO_PASSWORD },
  { email: 'doctor@bayan.local', role: 'DOCTOR', firstName: 'سارة', lastName: 'المالكي', password: DEMO_PASSWORD },
  { email: 'patient@bayan.local', role: 'PATIENT', firstName: 'خالد', lastName: 'العنزي', password: DEMO_PASSWORD },
];

/** The configured super-admin always; the demo accounts when the demo is on. Never overwrites an account. */
export async function seedUsers(users: UsersService, config: Config): Promise<void> {
  await users.ensureAccount({
    email: config.admin.email,
    password: config.admin.password,
    role: 'SUPERADMIN',
    firstName: 'المشرف',
    lastName: 'العام',
  });
  if (!config.demo) return;
  for (const account of DEMO_ACCOUNTS) {
    if (account.email !== config.admin.email) await users.ensureAccount(account);
  }
}
