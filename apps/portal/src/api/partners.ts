import type {
  AdminApiKeysResponse,
  AdminPartnerResponse,
  AdminPartnersResponse,
  AdminRateLimitsResponse,
  CreateApiKeyResponse,
} from '@rubric/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export type Environment = 'test' | 'live';
export const ENVIRONMENTS: readonly Environment[] = ['test', 'live'];

export function usePartners() {
  return useQuery({ queryKey: ['partners'], queryFn: () => api<AdminPartnersResponse>('/partners') });
}

export function usePartner(partnerId: string | undefined) {
  return useQuery({
    queryKey: ['partners', partnerId],
    queryFn: () => api<AdminPartnerResponse>(`/partners/${encodeURIComponent(partnerId ?? '')}`),
    enabled: !!partnerId,
  });
}

export function useCreatePartner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<AdminPartnerResponse>('/partners', { method: 'POST', body: { name } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['partners'] }),
  });
}

export function useUpdatePartner(partnerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { blindScoring: boolean }) =>
      api<AdminPartnerResponse>(`/partners/${encodeURIComponent(partnerId)}`, { method: 'PATCH', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['partners'] }),
  });
}

export function useApiKeys(partnerId: string) {
  return useQuery({
    queryKey: ['api-keys', partnerId],
    queryFn: () => api<AdminApiKeysResponse>(`/partners/${encodeURIComponent(partnerId)}/api-keys`),
  });
}

export function useCreateApiKey(partnerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (environment: Environment) =>
      api<CreateApiKeyResponse>(`/partners/${encodeURIComponent(partnerId)}/api-keys`, {
        method: 'POST',
        body: { environment },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['api-keys', partnerId] }),
  });
}

export function useRevokeApiKey(partnerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api<void>(`/api-keys/${encodeURIComponent(keyId)}/revoke`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['api-keys', partnerId] }),
  });
}

export function useRateLimits(partnerId: string | undefined, environment: Environment) {
  return useQuery({
    queryKey: ['rate-limits', partnerId, environment],
    queryFn: () =>
      api<AdminRateLimitsResponse>(`/partners/${encodeURIComponent(partnerId ?? '')}/rate-limits`, {
        query: { environment },
      }),
    enabled: !!partnerId,
    // Windows are one second long: poll so that the numbers on screen are live, not a stale snapshot.
    refetchInterval: 2_000,
    placeholderData: keepPreviousData,
  });
}
