import { describe, expect, it } from 'vitest';
import { can } from './can.js';
import { ROLES } from './roles.js';

describe('can', () => {
  it('lets anyone read names and only ADMIN and SUPERADMIN change them', () => {
    expect(can(null, 'names.list')).toBe(true);
    const writers = ROLES.filter((role) => can(role, 'names.create'));
    expect(writers).toEqual(['SUPERADMIN', 'ADMIN']);
    expect(can(null, 'names.create')).toBe(false);
  });
});
