import type { AdminOperationQueryInput } from '@rubric/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** The list's filters: the query of the admin route without its paging. */
export type DeletionFilter = Omit<AdminOperationQueryInput<'listDeletionRequests'>, 'limit' | 'cursor'>;

export function useDeletionRequests(filter: DeletionFilter, cursor: string | undefined, limit = 25) {
  return useQuery({
    queryKey: ['deletion-requests', filter, cursor, limit],
    queryFn: () => call('listDeletionRequests', { query: { ...filter, cursor, limit: String(limit) } }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

export function useDeletionRequest(id: string | undefined) {
  return useQuery({
    queryKey: ['deletion-request', id],
    queryFn: () => call('getDeletionRequestDetail', { params: { id: id ?? '' } }),
    enabled: !!id,
  });
}
