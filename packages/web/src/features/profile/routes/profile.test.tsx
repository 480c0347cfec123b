import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, profileCompletion } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderPage } from '../../../test/render';
import ProfileRoute from './profile';

const FACTS = {
  firstName: true,
  fatherName: true,
  grandfatherName: false,
  lastName: true,
  idNumber: true,
  birthday: true,
  phoneVerified: false,
  emailVerified: true,
  nationalAddress: false,
  gender: false,
  document: false,
};

function openProfile(focus: string, language: 'ar' | 'en' = 'en') {
  server.use(
    http.get(API_ROUTES['endowments.profileCompletion'].path, () => HttpResponse.json(profileCompletion(FACTS))),
  );
  signInAs('USER', {
    phone: '+966512345678',
    is_phone_confirmed: false,
    nationalAddress: {
      buildingNumber: '2121',
      street: 'طريق الملك فهد',
      district: null,
      secondaryDistrict: null,
      city: 'الرياض',
      postalCode: null,
      additionalNumber: null,
      shortAddress: null,
      country: null,
      latitude: null,
      longitude: null,
    },
  });
  return renderPage(<ProfileRoute />, { language, path: `/dashboard/profile?focus=${focus}` });
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('the profile page’s ?focus=', () => {
  it('puts the keyboard on the field of a missing name', async () => {
    await openProfile('grandfatherName');
    await waitFor(() => expect(input('grandfatherName')).toHaveFocus());
  });

  it('on the first empty part of the national address', async () => {
    await openProfile('nationalAddress');
    await waitFor(() => expect(input('nationalAddress.district')).toHaveFocus());
  });

  it('on the action that confirms the phone when the number is there', async () => {
    await openProfile('phoneVerified');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Confirm my mobile number' })).toHaveFocus());
  });

  it('the completion card’s links lead to their field on the same page', async () => {
    const { user } = await openProfile('none', 'ar');
    await user.click(await screen.findByRole('link', { name: 'اسم الجد' }));
    await waitFor(() => expect(input('grandfatherName')).toHaveFocus());
    expect(window.location.search).toBe('?focus=grandfatherName');
  });
});
