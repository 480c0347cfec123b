import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';
import { server } from '../../../../test/server';
import DoctorsRoute from '../doctors/doctors-route';
import PatientsRoute from '../patients/patients-route';
import { aDoctor, aPatient, directoryApi } from '../testing/test-api';

/** The lists answering one row each, keeping the queries they were sent. */
function peopleApi() {
  const queries: Record<string, string>[] = [];
  const answer = (row: object) => (request: Request) => {
    queries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ data: [row], total: 1, currentPage: 1 });
  };
  directoryApi();
  server.use(
    http.get(API_ROUTES['clinic.listDoctors'].path, ({ request }) => answer(aDoctor())(request)),
    http.get(API_ROUTES['clinic.listPatients'].path, ({ request }) => answer(aPatient())(request)),
  );
  return queries;
}

describe('a clinic people list (doctors, patients)', () => {
  it('gives an admin the patients titled, searched, added, edited and exported', async () => {
    signInAs('ADMIN');
    const queries = peopleApi();
    const { user } = await renderPage(<PatientsRoute />, { path: '/dashboard/patients?q=ليلى', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search by name, mobile or ID number' })).toHaveValue('ليلى');
    await waitFor(() => expect(queries[0]).toMatchObject({ q: 'ليلى', sort: '-createdAt' }));
    expect(screen.getByRole('button', { name: /export/i })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add patient' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Edit ليلى الحربي' }));
    expect(await screen.findByRole('dialog', { name: 'Edit patient ليلى الحربي' })).toBeVisible();
  });

  it('shows a doctor the doctors without adding, editing or exporting', async () => {
    signInAs('DOCTOR');
    peopleApi();
    await renderPage(<DoctorsRoute />, { path: '/dashboard/doctors', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Doctors' })).toBeVisible();
    expect(await screen.findByText('سمير العتيبي')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add doctor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit سمير العتيبي' })).toBeNull();
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  });
});
