import { describe, expect, it } from 'vitest';
import { grantableRoles, mayManageRole } from './role-management.js';

describe('role management', () => {
  it('lets a SUPERADMIN manage and grant every role', () => {
    expect(mayManageRole('SUPERADMIN', 'SUPERADMIN')).toBe(true);
    expect(mayManageRole('SUPERADMIN', 'ADMIN')).toBe(true);
    expect(grantableRoles('SUPERADMIN')).toEqual([
      'SUPERADMIN',
      'ADMIN',
      'STAFF',
      'DOCTOR',
      'PATIENT',
      'MEMBER',
      'USER',
    ]);
  });

  it('keeps an ADMIN to the roles below ADMIN', () => {
    expect(mayManageRole('ADMIN', 'SUPERADMIN')).toBe(false);
    expect(mayManageRole('ADMIN', 'ADMIN')).toBe(false);
    expect(mayManageRole('ADMIN', 'STAFF')).toBe(true);
    expect(grantableRoles('ADMIN')).toEqual(['STAFF', 'DOCTOR', 'PATIENT', 'MEMBER', 'USER']);
  });

  it('lets no other role manage accounts', () => {
    expect(grantableRoles('STAFF')).toEqual([]);
    expect(mayManageRole('USER', 'USER')).toBe(false);
  });
});
