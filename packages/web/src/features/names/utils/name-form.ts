import { z } from 'zod';
import { createNameSchema, updateNameSchema, type Name } from '@bayan/shared';
import { numberFromInput } from '../../../lib/number-input';

/** The form's inputs: text as typed (the order may hold ٠–٩), the switch as a boolean. */
export type NameFormValues = {
  name: string;
  transliteration: string;
  meaningAr: string;
  meaningEn: string;
  description: string;
  order: string;
  isActive: boolean;
};

/** The order as typed (Arabic-Indic digits too) becomes the number the contract expects. */
const withTypedOrder = (input: unknown) =>
  typeof input === 'object' && input !== null && 'order' in input
    ? { ...input, order: numberFromInput(input.order) }
    : input;

/** The shared contracts, unchanged, behind that one conversion. */
export const createNameFormSchema = z.preprocess(withTypedOrder, createNameSchema);
export const updateNameFormSchema = z.preprocess(withTypedOrder, updateNameSchema);

/** Spec §5: a new name starts at order 0 and active; an edit starts from the name as it is. */
export function nameFormValues(name?: Name): NameFormValues {
  return {
    name: name?.name ?? '',
    transliteration: name?.transliteration ?? '',
    meaningAr: name?.meaningAr ?? '',
    meaningEn: name?.meaningEn ?? '',
    description: name?.description ?? '',
    order: String(name?.order ?? 0),
    isActive: name?.isActive ?? true,
  };
}
