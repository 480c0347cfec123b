import { describe, expect, it } from 'vitest';
import type { Event } from '@bayan/shared';
import { recordName } from './record-name';

const event = (fields: Partial<Event>): Event => ({
  id: 1,
  action: 'user.update',
  entity: 'user',
  entityId: 'K1',
  subject: null,
  actor: { pubkey: 'A1', name: 'المشرف العام' },
  ip: null,
  userAgent: null,
  before: null,
  after: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  ...fields,
});

describe("an event's record, by its own name", () => {
  it("names a user by first and last name, a name by itself, a setting by its label in the reader's language", () => {
    expect(recordName(event({ after: { firstName: 'سلمى', lastName: 'العتيبي', email: 's@x.sa' } }), 'ar')).toBe(
      'سلمى العتيبي',
    );
    expect(recordName(event({ entity: 'name', after: { name: 'ٱلرَّحْمَٰنُ', order: 1 } }), 'en')).toBe('ٱلرَّحْمَٰنُ');
    const setting = { key: 'site_name', labelAr: 'اسم الموقع', labelEn: 'Site name' };
    expect(recordName(event({ entity: 'setting', before: setting, after: setting }), 'ar')).toBe('اسم الموقع');
    expect(recordName(event({ entity: 'setting', after: setting }), 'en')).toBe('Site name');
  });

  it("uses the record before the change when it is gone, and the actor for their own account's events", () => {
    expect(recordName(event({ action: 'name.delete', entity: 'name', before: { name: 'ٱلْمَلِكُ' } }), 'ar')).toBe('ٱلْمَلِكُ');
    expect(recordName(event({ action: 'auth.login', entityId: 'A1' }), 'ar')).toBe('المشرف العام');
    expect(recordName(event({ action: 'auth.login', entityId: 'B2' }), 'ar')).toBeUndefined();
    expect(recordName(event({ after: { family: 'x' } }), 'en')).toBeUndefined();
  });

  it('names an appointment by its patient and an announcement by its title', () => {
    const appointment = { patient: { pubkey: 'P', name: 'نورة' }, doctor: { pubkey: 'D', name: 'د. خالد' } };
    expect(recordName(event({ entity: 'appointment', after: appointment }), 'ar')).toBe('نورة');
    expect(recordName(event({ entity: 'notification', after: { title: 'صيانة الليلة' } }), 'ar')).toBe('صيانة الليلة');
  });
});
