import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { DayFilter } from './day-filter';

describe('a list’s day filter', () => {
  it('gives today as its example, not a birth date (walk finding 9)', async () => {
    await renderPage(<DayFilter label="From day" value="" onChange={() => undefined} />, { language: 'en' });
    const today = new Date().toISOString().slice(0, 10);
    expect(screen.getByText(today)).toBeVisible();
    expect(document.body).not.toHaveTextContent('1994');
  });
});
