import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { screenWidth } from '../../test/screen-width';
import { FilterSelect } from './filter-select';
import { ListToolbar } from './list-toolbar';
import { SearchField } from './search-field';
import { useListParams } from './use-list-params';

/** A list's toolbar: its search and two filters, kept in the address as every list keeps them. */
function Toolbar() {
  const list = useListParams({ sort: 'name', filters: ['role', 'status'] as const });
  const options = [
    { value: 'a', label: 'أ' },
    { value: 'b', label: 'ب' },
  ];
  return (
    <ListToolbar
      search={<SearchField value={list.q} onSearch={list.setQuery} label="بحث" />}
      active={list.activeFilters}
      filters={
        <>
          <FilterSelect
            label="الدور"
            value={list.filters.role}
            onChange={(v) => list.setFilter('role', v)}
            options={options}
          />
          <FilterSelect
            label="الحالة"
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={options}
          />
        </>
      }
    />
  );
}

describe('a list’s filters on a phone (issue 15)', () => {
  it('fold behind one button that counts the applied ones, the search staying in view', async () => {
    screenWidth(375);
    const { user } = await renderPage(<Toolbar />, { path: '/dashboard/users?role=a&q=x' });
    const toggle = await screen.findByRole('button', { name: 'التصفية، المفعّل منها: ١' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'الدور' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'الحالة' }), 'b');
    await waitFor(() => expect(window.location.search).toBe('?role=a&q=x&status=b'));
    expect(screen.getByRole('button', { name: 'التصفية، المفعّل منها: ٢' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^التصفية/ }));
    expect(screen.queryByRole('combobox', { name: 'الحالة' })).toBeNull();
  });

  it('stay in one row, with no button, on a wider screen', async () => {
    screenWidth(1366);
    await renderPage(<Toolbar />, { language: 'en', path: '/dashboard/users' });
    expect(await screen.findByRole('combobox', { name: 'الدور' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'الحالة' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });
});
