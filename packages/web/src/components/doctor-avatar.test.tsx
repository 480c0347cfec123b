import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoctorAvatar, initialsOf } from './doctor-avatar';

describe('DoctorAvatar', () => {
  it('shows the photo, named after the doctor', () => {
    render(<DoctorAvatar doctor={{ name: 'سمير العتيبي', photoUrl: '/api/doctors/d1/photo?v=abc' }} />);
    expect(screen.getByRole('img', { name: 'سمير العتيبي' })).toHaveAttribute('src', '/api/doctors/d1/photo?v=abc');
  });

  it('falls back to the initials without a photo, still named after the doctor', () => {
    render(<DoctorAvatar doctor={{ name: 'د. سمير العتيبي', photoUrl: null }} />);
    const avatar = screen.getByRole('img', { name: 'د. سمير العتيبي' });
    expect(avatar).toHaveTextContent('سع');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('hides a decorative avatar from screen readers', () => {
    render(<DoctorAvatar doctor={{ name: 'Sara Khan', photoUrl: null }} decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes two letters, titles left out', () => {
    expect(initialsOf('Dr. Sara Khan')).toBe('SK');
    expect(initialsOf('هند')).toBe('ه');
    expect(initialsOf('')).toBe('');
  });

  it('skips the article and the particle «آل», as people shorten Arabic names', () => {
    expect(initialsOf('فهد الدوسري')).toBe('فد');
    expect(initialsOf('نورة العتيبي')).toBe('نع');
    expect(initialsOf('محمد آل الشيخ')).toBe('مش');
    // A word that is only the article and a letter keeps its first letter.
    expect(initialsOf('سمير ال')).toBe('سا');
  });
});
