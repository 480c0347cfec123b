import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/i18n';
import { renderPage } from '../../test/render';
import { LanguageSwitch } from './language-switch';

const options = (): [HTMLElement, HTMLElement] => [
  screen.getByRole('button', { name: 'ع, العربية' }),
  screen.getByRole('button', { name: /^EN, / }),
];

describe('the language switch', () => {
  it('is a named group of two pressed/unpressed buttons, each named in its own language', async () => {
    await renderPage(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: i18n.t('language.label') })).toBeInTheDocument();
    const [ar, en] = options();
    expect(ar).toHaveAttribute('aria-pressed', 'true');
    expect(ar).toHaveAttribute('lang', 'ar');
    expect(en).toHaveAttribute('aria-pressed', 'false');
    expect(en).toHaveAttribute('lang', 'en');
  });

  it('is one tab stop, the last option focused; an arrow moves to the other option, Home and End to the ends', async () => {
    const { user } = await renderPage(<LanguageSwitch />);
    const [ar, en] = options();
    await user.tab();
    expect(ar).toHaveFocus();
    expect(en).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}');
    expect(en).toHaveFocus();
    expect(en).toHaveAttribute('tabindex', '0');
    expect(ar).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}');
    expect(ar).toHaveFocus();
    await user.keyboard('{End}');
    expect(en).toHaveFocus();
    await user.keyboard('{Home}');
    expect(ar).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(en).toHaveFocus();
  });

  it('switches the language on a click or Enter, and presses the chosen option', async () => {
    const { user } = await renderPage(<LanguageSwitch />);
    await user.click(options()[1]);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(options()[1]).toHaveAttribute('aria-pressed', 'true');
    options()[0].focus();
    await user.keyboard('{Enter}');
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(options()[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('without scripts, is a GET form whose buttons ask for the language, the address keeping its other parameters', async () => {
    await renderPage(<LanguageSwitch />, { path: '/home?q=رحمن&page=2&lang=ar' });
    const form = screen.getByRole('group', { name: i18n.t('language.label') }).closest('form')!;
    expect(form).not.toBeNull();
    expect(form).toHaveAttribute('method', 'get');
    const [ar, en] = options();
    for (const [button, lang] of [
      [ar, 'ar'],
      [en, 'en'],
    ] as const) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(button).toHaveAttribute('name', 'lang');
      expect(button).toHaveAttribute('value', lang);
    }
    const hidden = [...form.querySelectorAll('input[type="hidden"]')].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['q', 'رحمن'],
      ['page', '2'],
    ]);
  });
});
