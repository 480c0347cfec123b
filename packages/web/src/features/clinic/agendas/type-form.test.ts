import { describe, expect, it } from 'vitest';
import { typeFormSchema, typeFormValues } from './type-form';

const typed = { nameAr: 'كشف', nameEn: 'Visit', durationMinutes: '٣٠', priceSar: '١٥٠٫٥', autoConfirm: true };

describe('the consultation type form', () => {
  it('takes the price in riyals (Arabic digits and decimal sign too) and sends halalas', () => {
    expect(typeFormSchema.parse({ ...typeFormValues(), ...typed })).toEqual({
      nameAr: 'كشف',
      nameEn: 'Visit',
      durationMinutes: 30,
      priceHalalas: 15_050,
      autoConfirm: true,
      cancellationCutoffHours: null,
    });
  });

  it('sends a cut-off typed, and leaves it to the clinic’s setting when blank', () => {
    const body = typeFormSchema.parse({ ...typeFormValues(), ...typed, cancellationCutoffHours: '48' });
    expect(body.cancellationCutoffHours).toBe(48);
  });

  it('refuses fractions of a halala and a cut-off beyond a week', () => {
    expect(typeFormSchema.safeParse({ ...typeFormValues(), ...typed, priceSar: '10.005' }).success).toBe(false);
    expect(typeFormSchema.safeParse({ ...typeFormValues(), ...typed, cancellationCutoffHours: '169' }).success).toBe(
      false,
    );
  });

  it('shows a stored type’s price back in riyals', () => {
    const form = typeFormValues({
      id: 't-1',
      agenda: 'a-1',
      retired: false,
      nameAr: 'كشف',
      nameEn: 'Visit',
      durationMinutes: 20,
      priceHalalas: 12_550,
      autoConfirm: false,
      cancellationCutoffHours: null,
    });
    expect(form).toMatchObject({ priceSar: '125.5', durationMinutes: '20', cancellationCutoffHours: '' });
  });
});
