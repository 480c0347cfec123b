import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { apiError, server } from '../../test/server';
import { renderPage } from '../../test/render';
import { apiRequest } from '../../lib/api-client';
import type { FeedbackMeta } from '../../lib/query-client';
import { TableError } from '../data-table/table-states';
import { applyServerErrors } from '../form/apply-server-errors';

const URL = '/api/feedback-probe';

/** One button that calls the API; `onField` puts the server's field details on a form's field. */
function Probe({ meta, onField = false }: { meta?: FeedbackMeta; onField?: boolean }) {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const call = useMutation({ mutationFn: () => apiRequest<{ status: string }>(URL, { method: 'POST' }), meta });
  const error = form.formState.errors.email?.message;
  return (
    <>
      <input aria-label="email" {...form.register('email')} aria-describedby="email-help" />
      <p id="email-help">{error}</p>
      <button
        type="button"
        onClick={() => call.mutate(undefined, onField ? { onError: (e) => applyServerErrors(form, e) } : {})}
      >
        go
      </button>
      {(call.isSuccess || call.isError) && <span>settled</span>}
    </>
  );
}

const snackbarText = () => document.querySelector('.MuiSnackbar-root')?.textContent ?? null;

async function press(ui: Parameters<typeof renderPage>[0], language: 'ar' | 'en' = 'ar') {
  const { user } = await renderPage(ui, { language });
  await user.click(screen.getByRole('button', { name: 'go' }));
  await screen.findByText('settled');
}

/** Long enough for a deferred toast to have shown, had there been one. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('error messages (issue 15)', () => {
  it('does not toast a failure whose message is on its field', async () => {
    server.use(
      http.post(URL, ({ request }) =>
        apiError(request, 'VALIDATION_FAILED', [{ path: 'body.email', code: 'invalid', message: 'Bad email here' }]),
      ),
    );
    await press(<Probe onField />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'email' })).toHaveAccessibleDescription('Bad email here'),
    );
    await aMoment();
    expect(screen.getAllByText('Bad email here')).toHaveLength(1);
    expect(snackbarText()).toBeNull();
  });

  it('still toasts a failure nothing on screen shows', async () => {
    server.use(http.post(URL, ({ request }) => apiError(request, 'USERS_NOT_FOUND')));
    await press(<Probe onField />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(snackbarText()).not.toBeNull();
  });

  it('does not toast a failure the page shows in its own alert (meta errorShown)', async () => {
    server.use(http.post(URL, ({ request }) => apiError(request, 'USERS_NOT_FOUND')));
    await press(<Probe meta={{ errorShown: true }} />);
    await aMoment();
    expect(snackbarText()).toBeNull();
  });

  it.each([
    ['ar', 'لم تستجب الخدمة، حاول مرة أخرى بعد قليل.'],
    ['en', 'The service did not answer. Try again in a moment.'],
  ] as const)('says the service did not answer for a gateway page (%s), never "Error !"', async (language, words) => {
    server.use(
      http.post(URL, () => new HttpResponse('<html><body>502 Bad Gateway nginx</body></html>', { status: 502 })),
    );
    await press(<Probe />, language);
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(document.body).not.toHaveTextContent('Bad Gateway');
    expect(document.body).not.toHaveTextContent('Error !');
  });

  it('never shows a body that is not in our {code,message} shape', async () => {
    server.use(
      http.post(URL, () =>
        HttpResponse.json({ message: 'TypeError: x is undefined at handler.js:12' }, { status: 500 }),
      ),
    );
    await press(<Probe />, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service did not answer. Try again in a moment.');
    expect(document.body).not.toHaveTextContent('TypeError');
  });

  it('says something went wrong for a 4xx without our shape', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ message: 'raw proxy text' }, { status: 413 })));
    await press(<Probe />, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
    expect(document.body).not.toHaveTextContent('raw proxy text');
  });

  it('keeps the offline message for a network failure', async () => {
    server.use(http.post(URL, () => HttpResponse.error()));
    await press(<Probe />, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your internet connection.',
    );
  });
});

/** A list read once; its failure shown in place of the list, as DataTable does. */
function List({ meta }: { meta?: FeedbackMeta }) {
  const query = useQuery({ queryKey: ['probe'], queryFn: () => apiRequest(URL), retry: false, meta });
  if (query.isError) return <TableError error={query.error} onRetry={() => void query.refetch()} />;
  return <span>{query.isPending ? 'loading' : 'list'}</span>;
}

describe('a list that failed to load (issue 15)', () => {
  it('says it in place of the list only, when the query says so (meta errorShown)', async () => {
    server.use(http.get(URL, ({ request }) => apiError(request, 'FORBIDDEN')));
    await renderPage(<List meta={{ errorShown: true }} />);
    const words = await screen.findByText(/صلاحية/);
    await aMoment();
    expect(screen.getAllByText(words.textContent!)).toHaveLength(1);
    expect(snackbarText()).toBeNull();
  });

  it('toasts when the page does not show it', async () => {
    server.use(http.get(URL, ({ request }) => apiError(request, 'FORBIDDEN')));
    await renderPage(<List />);
    await screen.findAllByText(/صلاحية/);
    await waitFor(() => expect(snackbarText()).toMatch(/صلاحية/));
  });
});

describe('success messages (issue 15)', () => {
  it('says what happened when the mutation names it', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ status: 'BLOCKED' })));
    await press(<Probe meta={{ successMessage: 'feedback.done.nameSaved' }} />, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Name saved');
    expect(document.body).not.toHaveTextContent('Done successfully');
  });

  it('reads the words from the answer (blocked or unblocked)', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ status: 'BLOCKED' })));
    const meta: FeedbackMeta = {
      successMessage: (data) =>
        (data as { status: string }).status === 'BLOCKED' ? 'feedback.done.userBlocked' : 'feedback.done.userUnblocked',
    };
    await press(<Probe meta={meta} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('حُظر المستخدم');
  });

  it('keeps the generic words when nothing more specific is given', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ status: 'ok' })));
    await press(<Probe />, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Done successfully');
  });

  it('says nothing when the page already shows the result', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ status: 'ok' })));
    await press(<Probe meta={{ silentSuccess: true }} />, 'en');
    await aMoment();
    expect(snackbarText()).toBeNull();
  });
});
