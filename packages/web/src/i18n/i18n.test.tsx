import { act, render, screen } from '@testing-library/react';
import { Trans, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LTR_VALUE } from '../components/form/ltr-value';
import { readStored } from '../lib/storage';
import { addCatalogues } from './add-catalogues';
import i18n, { chooseLanguage } from './i18n';

// A namespace of this test's own, added as a page's catalogue arrives: outside the app's types.
const LATE = 'lateWords' as 'common';
const key = (name: string) => name as never;

function Late() {
  const { t } = useTranslation(LATE);
  return <p>{t(key('hello'))}</p>;
}

function Yes() {
  const { t } = useTranslation();
  return <p>{t('yes')}</p>;
}

describe("the browser's i18next", () => {
  it('renders a component again when its namespace arrives after the first paint', () => {
    render(<Late />);
    expect(screen.getByText('hello')).toBeInTheDocument();
    act(() => addCatalogues({ [LATE]: { ar: { hello: 'أهلاً' }, en: { hello: 'Hello' } } }));
    expect(screen.getByText('أهلاً')).toBeInTheDocument();
  });

  it('follows a chosen language, remembered, and the document takes its language and direction', async () => {
    render(<Yes />);
    expect(screen.getByText('نعم')).toBeInTheDocument();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    act(() => chooseLanguage('en'));
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect([document.documentElement.lang, document.documentElement.dir, readStored('lang')]).toEqual([
      'en',
      'ltr',
      'en',
    ]);
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('نعم')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("puts a sentence's left-to-right value in its <ltr> element, and reads no markup in a value", () => {
    addCatalogues({ [LATE]: { ar: { phone: 'أرسلنا الرمز إلى <ltr>{{phone}}</ltr>.' }, en: {} } });
    function Sent({ phone }: { phone: string }) {
      const { t } = useTranslation(LATE);
      return <Trans t={t} i18nKey={key('phone')} values={{ phone }} components={LTR_VALUE} />;
    }
    const { container, rerender } = render(<Sent phone="+966 5" />);
    expect(container.innerHTML).toBe(
      'أرسلنا الرمز إلى <bdi dir="ltr" style="unicode-bidi: isolate-override;">+966 5</bdi>.',
    );
    rerender(<Sent phone="<b>1</b>" />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('أرسلنا الرمز إلى <b>1</b>.');
  });
});
