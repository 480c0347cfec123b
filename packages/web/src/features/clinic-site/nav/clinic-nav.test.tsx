import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import ClinicNav from './clinic-nav';

describe('the clinic’s public nav', () => {
  it('leads a visitor without an account to the anonymous reservation, in the bar and the phone’s menu (finding 5)', async () => {
    await renderPage(<ClinicNav />, { path: '/doctors' });
    const links = screen.getAllByRole('link', { name: 'اطلب موعداً', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/reservation');
  });
});
