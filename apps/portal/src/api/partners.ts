import type { Environment } from '@rubric/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

export function usePartners() {
  return useQuery({ queryKey: ['partners'], queryFn: () => call('listPartners', {}) });
}

export function usePartner(partnerId: string | undefined) {
  return useQuery({
    queryKey: ['partners', partnerId],
    queryFn: () => call('getPartner', { params: { partnerId: partnerId ?? '' } }),
    enabled: !!partnerId,
  });
}

export function useCreatePartner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call('createPartner', { body: { name } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['partners'] }),
  });
}

export function useUpdatePartner(partnerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { blindScoring: boolean }) => call('updatePartner', { params: { partnerId }, body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['partners'] }),
  });
}

/** The stop control: pause or resume scoring for a partner; the partner, the list and the overview refresh. */
export function useScoringPause(partnerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: 'pause' | 'resume') =>
      call(action === 'pause' ? 'pausePartnerScoring' : 'resumePartnerScoring', { params: { partnerId } }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['partners'] }),
        qc.invalidateQueries({ queryKey: ['overview'] }),
        qc.invalidateQueries({ queryKey: ['readyz'] }),
      ]);
    },
  });
}

export function useApiKeys(partnerId: string) {
  return useQuery({
    queryKey: ['api-keys', partnerId],
    queryFn: () => call('listApiKeys', { params: { partnerId } }),
  });
}

export function useCreateApiKey(partnerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (environment: Environment) => call('createApiKey', { params: { partnerId }, body: { environment } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['api-keys', partnerId] }),
  });
}

export function useRevokeApiKey(partnerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => call('revokeApiKey', { params: { keyId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['api-keys', partnerId] }),
  });
}

export function useRateLimits(partnerId: string | undefined, environment: Environment) {
  return useQuery({
    queryKey: ['rate-limits', partnerId, environment],
    queryFn: () => call('getPartnerRateLimits', { params: { partnerId: partnerId ?? '' }, query: { environment } }),
    enabled: !!partnerId,
    // Windows are one second long: poll so that the numbers on screen are live, not a stale snapshot.
    refetchInterval: 2_000,
    placeholderData: keepPreviousData,
  });
}
