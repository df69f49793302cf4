import type { AdminOperationQueryInput } from '@rubric/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** The audit log's filters: the query of the admin route without its paging. */
export type AuditFilter = Omit<AdminOperationQueryInput<'listAdminAuditEvents'>, 'limit' | 'cursor'>;

export function useAuditEvents(filter: AuditFilter, cursor: string | undefined, limit = 25) {
  return useQuery({
    queryKey: ['audit-events', filter, cursor, limit],
    queryFn: () => call('listAdminAuditEvents', { query: { ...filter, cursor, limit: String(limit) } }),
    placeholderData: keepPreviousData,
  });
}
