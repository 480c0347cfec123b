import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LTR_VALUE } from '../components/form/ltr-value';
import i18n from './i18n';
import { Trans } from './trans';
import type { Namespace } from './types';
import { useTranslation } from './use-translation';

const NS = 'transWords' as Namespace;
i18n.addResourceBundle('ar', NS, {
  phone: 'أرسلنا الرمز إلى <ltr>{{phone}}</ltr> خلال {{minutes}} دقائق.',
  terms: 'أوافق على <terms>الشروط</terms> و<b>السياسة</b>',
  line: 'سطر<br/>ثانٍ',
  plain: 'بلا وسوم',
});
// This test's own keys are outside the app's catalogue types.
const key = (name: string) => name as never;

function WithT({ name, values }: { name: string; values?: Record<string, string> }) {
  const { t } = useTranslation(NS);
  return (
    <Trans
      t={t}
      i18nKey={key(name)}
      values={values}
      components={{ ...LTR_VALUE, terms: <a href="/privacy" />, br: <br /> }}
    />
  );
}

describe('Trans', () => {
  it('puts a value in its named <ltr> element, the rest as text around it', () => {
    const { container } = render(<WithT name="phone" values={{ phone: '+966 5', minutes: '٥' }} />);
    expect(container.innerHTML).toBe(
      'أرسلنا الرمز إلى <bdi dir="ltr" style="unicode-bidi: isolate-override;">+966 5</bdi> خلال ٥ دقائق.',
    );
  });

  it('fills an element without children from the sentence; an unknown tag leaves only its text', () => {
    const { container } = render(<WithT name="terms" />);
    expect(container.innerHTML).toBe('أوافق على <a href="/privacy">الشروط</a> والسياسة');
  });

  it('renders a self-closing tag as its element, and a sentence without tags as text', () => {
    expect(render(<WithT name="line" />).container.innerHTML).toBe('سطر<br>ثانٍ');
    expect(render(<WithT name="plain" />).container.innerHTML).toBe('بلا وسوم');
  });

  it('reads the ns namespace when given no t', () => {
    const { container } = render(<Trans ns={NS} i18nKey={key('phone')} values={{ phone: '1', minutes: '٢' }} />);
    expect(container.textContent).toBe('أرسلنا الرمز إلى 1 خلال ٢ دقائق.');
  });
});
