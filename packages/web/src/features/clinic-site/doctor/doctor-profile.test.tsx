import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { DOCTOR } from '../test-api';
import { DoctorProfile } from './doctor-profile';

describe("a doctor's profile", () => {
  it('lays an Arabic bio out in its own direction on the English page, its full stop at its end', async () => {
    const bio = 'استشاري أمراض القلب، خبرة عشرين عاماً.';
    await renderPage(<DoctorProfile doctor={{ ...DOCTOR, bio }} />, { language: 'en' });
    expect(screen.getByText(bio)).toHaveAttribute('dir', 'auto');
  });
});
