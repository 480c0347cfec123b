import { describe, expect, it, vi } from 'vitest';

// The adapter is pure; the fetcher beside it (and the app it would pull in) is not needed here.
vi.mock('./api-client', () => ({ apiResponse: vi.fn() }));
const { apiResponse } = await import('./api-client');
const { fetchAllPages, pageCount, toListPage } = await import('./list-page');

describe('the list adapter', () => {
  it('reads {data,total,currentPage} (names, events, settings)', () => {
    expect(toListPage({ data: ['a', 'b'], total: 12, currentPage: 2 })).toEqual({
      rows: ['a', 'b'],
      total: 12,
      page: 2,
    });
  });

  it('reads {data:{data,total,page}} (users)', () => {
    expect(toListPage({ data: { data: ['u'], total: 31, page: 4 } })).toEqual({ rows: ['u'], total: 31, page: 4 });
  });

  it('reads a bare array paged by the x-pagination headers (notifications)', () => {
    const headers = new Headers({ 'x-pagination-total': '57', 'x-pagination-page': '3', 'x-pagination-count': '6' });
    expect(toListPage(['n1', 'n2'], headers)).toEqual({ rows: ['n1', 'n2'], total: 57, page: 3 });
    // Without the headers the array is all there is.
    expect(toListPage(['n1'])).toEqual({ rows: ['n1'], total: 1, page: 1 });
  });

  it('refuses a shape it does not know', () => {
    expect(() => toListPage({ items: [] })).toThrow(TypeError);
    expect(() => toListPage(null)).toThrow(TypeError);
  });

  it('counts pages as total ÷ size rounded up, at least one', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('reads every page of a list until the total is reached', async () => {
    const pages = [['a', 'b'], ['c', 'd'], ['e']];
    const asked: (string | undefined)[] = [];
    vi.mocked(apiResponse).mockImplementation(async (_path, options) => {
      const page = Number(options?.query?.page);
      asked.push(String(page));
      return Response.json({ data: pages[page - 1], total: 5, currentPage: page });
    });
    expect(await fetchAllPages('/api/x', { limit: 2 })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(asked).toEqual(['1', '2', '3']);
  });
});
