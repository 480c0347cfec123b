import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aName } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import type { useInfiniteNames } from '../api/get-names';
import { NamesList } from './names-list';

/** What NamesList reads of the names query: one page of `count` names out of 99. */
function answered(count: number, extra: Partial<ReturnType<typeof useInfiniteNames>> = {}) {
  const data = Array.from({ length: count }, (_, index) => aName({ id: index + 1, order: index + 1 }));
  return {
    data: { pages: [{ data, total: 99, currentPage: 1 }], pageParams: [1] },
    isPlaceholderData: false,
    isFetchNextPageError: false,
    isFetchingNextPage: false,
    hasNextPage: true,
    fetchNextPage: () => Promise.resolve(),
    ...extra,
  } as unknown as ReturnType<typeof useInfiniteNames>;
}

const grid = () => screen.getAllByRole('list', { hidden: true })[0]!;

describe('the names list', () => {
  it('draws every answered name in the first render (the server renders the same list)', async () => {
    await renderPage(<NamesList query={answered(24)} />);
    expect(screen.getAllByRole('link', { name: /^(?!.*(more|المزيد))/i })).toHaveLength(24);
    expect(grid().children).toHaveLength(24);
    expect(grid()).not.toHaveAttribute('aria-busy');
  });

  it('shows more as a link the server answers, and fetches the next page in place when scripts run', async () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const { user } = await renderPage(<NamesList query={answered(24, { fetchNextPage } as never)} />, {
      path: '/home?q=al',
    });
    const more = screen.getByRole('link', { name: /more|المزيد/i });
    expect(more).toHaveAttribute('href', '/home?q=al&pages=2#names-page-2');
    await user.click(more);
    expect(fetchNextPage).toHaveBeenCalledOnce();
    expect(window.location.pathname + window.location.search).toBe('/home?q=al');
  });

  it('marks the first card of each later page for the link to land on', async () => {
    const second = [aName({ id: 30, order: 25 }), aName({ id: 31, order: 26 })];
    const query = answered(24, { hasNextPage: false });
    query.data!.pages.push({ data: second, total: 26, currentPage: 2 } as never);
    await renderPage(<NamesList query={query} />);
    expect(grid().children).toHaveLength(26);
    expect(grid().children[24]).toHaveAttribute('id', 'names-page-2');
    expect(grid().querySelectorAll('[id]')).toHaveLength(1);
  });

  it('marks the grid busy while a new search loads over the old names', async () => {
    await renderPage(<NamesList query={answered(6, { isPlaceholderData: true, hasNextPage: false })} />);
    expect(grid().children).toHaveLength(6);
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /more|المزيد/i })).not.toBeInTheDocument();
  });
});
