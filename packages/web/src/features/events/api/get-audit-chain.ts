import { useQuery } from '@tanstack/react-query';
import { EVENTS_ROUTES, type AuditChainReport } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export function getAuditChain(signal?: AbortSignal): Promise<AuditChainReport> {
  return apiRequest<AuditChainReport>(routePath(EVENTS_ROUTES['events.chain']), { signal });
}

/**
 * The check of the audit log's hash chain, run when asked (`enabled`): it reads every event, so it
 * is not made at each visit, and each new ask runs it again (never answered from the cache).
 */
export function useAuditChain(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'chain'],
    queryFn: ({ signal }) => getAuditChain(signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
