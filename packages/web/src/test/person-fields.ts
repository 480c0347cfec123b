import { within } from '@testing-library/react';

/** The one order of the name fields in every form, in Arabic and English. */
export const NAME_ORDER = ['الاسم الأول', 'اسم الأب', 'اسم الجد', 'اسم العائلة'] as const;
export const NAME_ORDER_EN = ['First name', "Father's name", "Grandfather's name", 'Family name'] as const;

/** A field's visible label, without the required mark. */
const labelOf = (input: HTMLInputElement) => (input.labels?.[0]?.textContent ?? '').replace(/[\s\u2009*]+$/, '');

/** The labels of the name fields in `scope`, in the order a reader (and the Tab key) meets them. */
export function nameFields(scope: HTMLElement): string[] {
  const names: readonly string[] = [...NAME_ORDER, ...NAME_ORDER_EN];
  return within(scope)
    .getAllByRole<HTMLInputElement>('textbox')
    .map(labelOf)
    .filter((label) => names.includes(label));
}

/**
 * The gender control of `scope`: it must be the one radio group named "الجنس" and nothing else by
 * that name (no dropdown); answers its choices in order.
 */
export function genderChoices(scope: HTMLElement): string[] {
  const inside = within(scope);
  const group = inside.getByRole('radiogroup', { name: /^الجنس/ });
  if (inside.queryAllByRole('combobox', { name: /^الجنس/ }).length > 0) throw new Error('a gender dropdown is left');
  return within(group)
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '');
}
