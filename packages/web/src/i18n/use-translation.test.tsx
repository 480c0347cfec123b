import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n, { chooseLanguage } from './i18n';
import type { Namespace } from './types';
import { useTranslation } from './use-translation';

// A namespace of this test's own, added as a page's catalogue arrives: outside the app's types.
const LATE = 'lateWords' as Namespace;

function Late() {
  const { t } = useTranslation(LATE);
  return <p>{(t as (key: string) => string)('hello')}</p>;
}

function Common() {
  const { t } = useTranslation(['common', LATE]);
  return <p>{t('yes')}</p>;
}

describe('useTranslation', () => {
  it('renders again when its namespace arrives after the first paint', () => {
    render(<Late />);
    expect(screen.getByText('hello')).toBeInTheDocument();
    act(() => {
      i18n.addResourceBundle('ar', LATE, { hello: 'أهلاً' });
    });
    expect(screen.getByText('أهلاً')).toBeInTheDocument();
  });

  it('follows a language change, and the document takes its language and direction', async () => {
    render(<Common />);
    expect(screen.getByText('نعم')).toBeInTheDocument();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    act(() => chooseLanguage('en'));
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('نعم')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
