import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aName } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import type { useInfiniteNames } from '../api/get-names';
import { NamesList } from './names-list';

/** What NamesList reads of the names query: one page of `count` names out of 99. */
function answered(count: number) {
  const data = Array.from({ length: count }, (_, index) => aName({ id: index + 1, order: index + 1 }));
  return {
    data: { pages: [{ data, total: 99, currentPage: 1 }], pageParams: [1] },
    isPlaceholderData: false,
    isFetchNextPageError: false,
    isFetchingNextPage: false,
    hasNextPage: true,
    fetchNextPage: () => Promise.resolve(),
  } as unknown as ReturnType<typeof useInfiniteNames>;
}

const grid = () => screen.getAllByRole('list', { hidden: true })[0]!;

describe('the names list (issue 14)', () => {
  it('draws a few cards with the answer, skeletons holding the first screen’s other places, then the rest in later tasks', async () => {
    await renderPage(<NamesList query={answered(24)} />);
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(grid().children).toHaveLength(12);
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(24));
    expect(grid().children).toHaveLength(24);
    expect(grid()).not.toHaveAttribute('aria-busy');
  });

  it('holds no more places than there are names', async () => {
    await renderPage(<NamesList query={answered(6)} />);
    expect(grid().children).toHaveLength(6);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(6));
    expect(grid().children).toHaveLength(6);
  });
});
