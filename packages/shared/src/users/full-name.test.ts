import { describe, expect, it } from 'vitest';
import { fullName } from './full-name.js';

describe('fullName', () => {
  it('writes first, father, grandfather and family names in that order', () => {
    expect(fullName({ lastName: 'الحربي', grandfatherName: 'أحمد', fatherName: 'عبدالله', firstName: 'محمد' })).toBe(
      'محمد عبدالله أحمد الحربي',
    );
  });

  it('skips the parts not given', () => {
    expect(fullName({ firstName: 'Sara', fatherName: null, grandfatherName: '  ', lastName: 'Khan' })).toBe(
      'Sara Khan',
    );
    expect(fullName({ firstName: 'Sara', grandfatherName: 'Ali', lastName: 'Khan' })).toBe('Sara Ali Khan');
  });
});
