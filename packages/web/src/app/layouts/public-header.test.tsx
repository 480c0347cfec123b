import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStored } from '../../lib/storage';
import { signInAs } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { PublicHeader } from './public-header';

const nav = () => screen.getByRole('navigation', { name: 'روابط الحساب' });

describe('the public header’s account link', () => {
  it('leads a visitor to log in', async () => {
    await renderPage(<PublicHeader />, { path: '/home' });
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
  });

  it('leads a logged-in account to the dashboard', async () => {
    writeStored('token', 'access-token');
    signInAs('ADMIN', { totp_enabled: true, must_enrol_totp: false });
    await renderPage(<PublicHeader />, { path: '/home' });
    expect(await screen.findByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('href', '/dashboard');
  });

  it('leads to the dashboard when the stored profile cannot be read (the dashboard sorts it out)', async () => {
    writeStored('token', 'access-token');
    writeStored('profile', '{not json');
    await renderPage(<PublicHeader />, { path: '/home' });
    expect(await screen.findByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('href', '/dashboard');
  });

  it('leads an account that must still link an authenticator app to its setup, in both languages', async () => {
    writeStored('token', 'access-token');
    signInAs('ADMIN', { totp_enabled: false, must_enrol_totp: true });
    const view = await renderPage(<PublicHeader />, { path: '/home' });
    const link = await screen.findByRole('link', { name: 'أكمل إعداد تسجيل الدخول' });
    expect(link).toHaveAttribute('href', '/two-factor-setup');
    expect(nav()).not.toHaveTextContent('لوحة التحكم');
    view.unmount();
    await renderPage(<PublicHeader />, { path: '/home', language: 'en' });
    expect(await screen.findByRole('link', { name: 'Finish setting up sign-in' })).toHaveAttribute(
      'href',
      '/two-factor-setup',
    );
  });
});
