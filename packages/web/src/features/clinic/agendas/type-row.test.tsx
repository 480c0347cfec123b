import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsultationType } from '@bayan/shared';
import { renderPage } from '../../../test/render';
import { TypeRow } from './type-row';

const TYPE: ConsultationType = {
  id: 't-1',
  agenda: 'a-1',
  nameAr: 'كشف',
  nameEn: 'Check-up',
  durationMinutes: 30,
  priceHalalas: 15_000,
  autoConfirm: true,
  cancellationCutoffHours: null,
  retired: false,
};

describe('a consultation type’s row', () => {
  it('lists its facts with commas, never a middle dot beside the price’s digits (finding 1)', async () => {
    await renderPage(
      <ul>
        <TypeRow type={TYPE} name="كشف" onEdit={() => {}} onRetire={() => {}} />
      </ul>,
    );
    const facts = screen.getByText(/٣٠ دقيقة/);
    expect(facts.textContent).toContain('،');
    expect(facts.textContent).not.toContain('·');
  });
});
