import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { DoctorFilter, useOwnDoctor } from './doctor-filter';

const DOCTOR = {
  pubkey: 'doctor1'.padEnd(22, '_'),
  name: 'سمير العتيبي',
  etablissement: { nameAr: 'عيادة النور', nameEn: 'Al-Noor clinic' },
};

function Filter({ onChange }: { onChange: (value: string) => void }) {
  const ownDoctor = useOwnDoctor();
  return (
    <>
      <output>{ownDoctor ?? 'none'}</output>
      <DoctorFilter ownDoctor={ownDoctor} value="" onChange={onChange} />
    </>
  );
}

describe('a list filter by doctor', () => {
  it('offers staff every doctor, or all of them', async () => {
    signInAs('STAFF');
    server.use(
      http.get(API_ROUTES['clinic.listDoctors'].path, () =>
        HttpResponse.json({ data: [DOCTOR], total: 1, currentPage: 1 }),
      ),
    );
    const onChange = vi.fn();
    const { user } = await renderPage(<Filter onChange={onChange} />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('none');
    const select = screen.getByRole('combobox', { name: 'Doctor' });
    expect(screen.getByRole('option', { name: 'All doctors' })).toBeInTheDocument();
    await user.selectOptions(select, await screen.findByRole('option', { name: /سمير العتيبي/ }));
    expect(onChange).toHaveBeenCalledWith(DOCTOR.pubkey);
  });

  it('is not there for a doctor, whose lists are their own', async () => {
    const me = signInAs('DOCTOR');
    await renderPage(<Filter onChange={() => {}} />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent(me.pubkey);
    expect(screen.queryByRole('combobox', { name: 'Doctor' })).toBeNull();
  });
});
