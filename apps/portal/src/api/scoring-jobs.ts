import type { AdminOperationQueryInput, ReadyzResponse } from '@rubric/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiProblem, call } from './client';

/** The search's filters: the query of the admin route without its paging. */
export type ScoringJobFilter = Omit<AdminOperationQueryInput<'searchScoringJobs'>, 'limit' | 'cursor'>;

export function useScoringJobs(filter: ScoringJobFilter, cursor: string | undefined, limit = 25) {
  return useQuery({
    queryKey: ['scoring-jobs', filter, cursor, limit],
    queryFn: () => call('searchScoringJobs', { query: { ...filter, cursor, limit: String(limit) } }),
    placeholderData: keepPreviousData,
  });
}

export function useScoringJob(id: string | undefined) {
  return useQuery({
    queryKey: ['scoring-job', id],
    queryFn: () => call('getScoringJobDetail', { params: { id: id ?? '' } }),
    enabled: !!id,
    // A pending job (a retry in progress) finishes on its own: follow it until it settles.
    refetchInterval: (q) => (q.state.data?.scoringJob.status === 'pending' ? 1_000 : false),
  });
}

export function useRetryScoringJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('retryScoringJob', { params: { id } }),
    onSuccess: (data, id) => {
      qc.setQueryData(['scoring-job', id], data);
      return Promise.all([
        qc.invalidateQueries({ queryKey: ['scoring-jobs'] }),
        qc.invalidateQueries({ queryKey: ['overview'] }),
      ]);
    },
  });
}

export function useOverview() {
  return useQuery({ queryKey: ['overview'], queryFn: () => call('getOverview', {}), refetchInterval: 5_000 });
}

/** `/readyz` answers 503 with the same body when not ready: that body is the information, not an error. */
export function useReadiness() {
  return useQuery({
    queryKey: ['readyz'],
    queryFn: async (): Promise<ReadyzResponse> => {
      let res: Response;
      try {
        res = await fetch('/readyz', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      } catch {
        throw new ApiProblem({
          status: 0,
          code: 'NETWORK_ERROR',
          message: 'The server could not be reached.',
          retryable: true,
        });
      }
      if (res.status !== 200 && res.status !== 503)
        throw new ApiProblem({
          status: res.status,
          code: `HTTP_${res.status}`,
          message: `/readyz answered ${res.status}.`,
        });
      return (await res.json()) as ReadyzResponse;
    },
    refetchInterval: 10_000,
  });
}
