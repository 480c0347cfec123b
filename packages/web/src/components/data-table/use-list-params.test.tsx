import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { FilterSelect } from './filter-select';
import { useListParams } from './use-list-params';

function Filtered() {
  const list = useListParams({ sort: 'name', filters: ['colour'] as const });
  return (
    <>
      <FilterSelect
        label="Colour"
        {...list.bind('colour')}
        options={[
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
      />
      <output>{`${list.page} ${list.filters.colour}`}</output>
    </>
  );
}

describe('a list filter bound to the address', () => {
  it('shows the filter the address holds, and a choice writes it back, on page 1', async () => {
    const { user } = await renderPage(<Filtered />, { path: '/list?colour=red&page=3', language: 'en' });
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('red');
    expect(screen.getByRole('status')).toHaveTextContent('3 red');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'blue');
    expect(window.location.search).toBe('?colour=blue');
    expect(screen.getByRole('status')).toHaveTextContent('1 blue');
  });
});
