import type { AdminDeletionRequestResponse, AdminDeletionRequestsResponse } from '@rubric/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { Environment } from './partners';

export type DeletionStatus = 'pending' | 'completed' | 'failed';

export interface DeletionFilter {
  status?: DeletionStatus | undefined;
  partnerId?: string | undefined;
  environment?: Environment | undefined;
}

export function useDeletionRequests(filter: DeletionFilter, cursor: string | undefined, limit = 25) {
  return useQuery({
    queryKey: ['deletion-requests', filter, cursor, limit],
    queryFn: () => api<AdminDeletionRequestsResponse>('/deletion-requests', { query: { ...filter, cursor, limit } }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

export function useDeletionRequest(id: string | undefined) {
  return useQuery({
    queryKey: ['deletion-request', id],
    queryFn: () => api<AdminDeletionRequestResponse>(`/deletion-requests/${encodeURIComponent(id ?? '')}`),
    enabled: !!id,
  });
}
