import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, useLocation, useSearchParams, type SetSearchParams, type Location } from '.';

const seen = {} as { params: URLSearchParams; setParams: SetSearchParams; location: Location };
function Spy() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  useEffect(() => {
    Object.assign(seen, { params, setParams, location });
  });
  return null;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <BrowserRouter>
      <Spy />
    </BrowserRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('search parameters', () => {
  it('reads the address’s search', () => {
    renderAt('/dashboard/users?q=%D8%B9%D9%84%D9%8A&page=2');
    expect(seen.params.get('q')).toBe('علي');
    expect(seen.params.get('page')).toBe('2');
  });

  it('sets new ones on the same page, the hash dropped: a push unless asked to replace', () => {
    renderAt('/home?q=a#top');
    const entries = window.history.length;
    act(() => seen.setParams({ q: 'b' }));
    expect(`${seen.location.pathname}${seen.location.search}${seen.location.hash}`).toBe('/home?q=b');
    expect(window.history.length).toBe(entries + 1);
    act(() => seen.setParams({}, { replace: true }));
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(entries + 1);
  });

  it('gives an updater a copy of the current ones', () => {
    renderAt('/dashboard/users?q=a&page=3');
    const before = seen.params;
    act(() =>
      seen.setParams((current) => {
        current.delete('page');
        current.set('sort', '-name');
        return current;
      }),
    );
    expect(before.get('page')).toBe('3');
    expect(seen.params.toString()).toBe('q=a&sort=-name');
  });

  it('applies two updates in a row from the address bar (as the lists build them) without losing the first', () => {
    renderAt('/dashboard/users?q=a');
    const update = (key: string, value: string | null) =>
      seen.setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      );
    act(() => {
      update('q', null);
      update('role', 'DOCTOR');
    });
    expect(seen.params.toString()).toBe('role=DOCTOR');
  });
});
