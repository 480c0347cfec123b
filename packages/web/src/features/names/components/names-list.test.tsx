import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    expect(screen.getAllByRole('link')).toHaveLength(24);
    expect(grid().children).toHaveLength(24);
    expect(grid()).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: /more|المزيد/i })).toBeInTheDocument();
  });

  it('marks the grid busy while a new search loads over the old names', async () => {
    await renderPage(<NamesList query={answered(6, { isPlaceholderData: true, hasNextPage: false })} />);
    expect(grid().children).toHaveLength(6);
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more|المزيد/i })).not.toBeInTheDocument();
  });
});
