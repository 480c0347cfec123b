import type { Config } from './config.js';
import type { Services } from './services.js';
import type { SeedAccount } from './modules/users/users.service.js';

/** Demo accounts, one per role, all with DEMO_PASSWORD (documented in the README). */
export const DEMO_PASSWORD = 'Bayan-Demo-2026';
export const DEMO_ACCOUNTS: SeedAccount[] = [
  { email: 'admin@bayan.local', role: 'ADMIN', firstName: 'مدير', lastName: 'النظام', password: DEMO_PASSWORD },
  { email: 'manager@bayan.local', role: 'ADMIN', firstName: 'مشرف', lastName: 'الإدارة', password: DEMO_PASSWORD },
  { email: 'member@bayan.local', role: 'MEMBER', firstName: 'عضو', lastName: 'تجريبي', password: DEMO_PASSWORD },
  { email: 'user@bayan.local', role: 'USER', firstName: 'مستخدم', lastName: 'تجريبي', password: DEMO_PASSWORD },
  { email: 'staff@bayan.local', role: 'STAFF', firstName: 'موظف', lastName: 'الاستقبال', password: DEMO_PASSWORD },
  { email: 'doctor@bayan.local', role: 'DOCTOR', firstName: 'سارة', lastName: 'الطبيبة', password: DEMO_PASSWORD },
  { email: 'patient@bayan.local', role: 'PATIENT', firstName: 'خالد', lastName: 'المريض', password: DEMO_PASSWORD },
];

export const DEMO_SETTINGS = { contact_email: 'contact@bayan.local', contact_phone: '+966550000000' };

/** Idempotent: safe at every start. Never overwrites what an admin has changed. */
export async function seed(services: Services, config: Config): Promise<void> {
  await services.users.ensureAccount({
    email: config.admin.email,
    password: config.admin.password,
    role: 'SUPERADMIN',
    firstName: 'المشرف',
    lastName: 'العام',
  });
  // The demo publishes contact details, so the public contact page has something to show.
  await services.settings.seedDefaults(config.demo ? DEMO_SETTINGS : {});
  if (config.modules.has('names')) await services.names.seedCatalogue();
  if (config.demo) {
    for (const account of DEMO_ACCOUNTS) {
      if (account.email !== config.admin.email) await services.users.ensureAccount(account);
    }
  }
}
