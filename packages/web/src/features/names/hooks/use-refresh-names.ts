import { useQueryClient } from '@tanstack/react-query';

/**
 * After a write, every cached names query is stale: the admin list, the public landing list, the
 * name pages and their neighbours all read the same catalogue.
 */
export function useRefreshNames() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['names'] });
}
