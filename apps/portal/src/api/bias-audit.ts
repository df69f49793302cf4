import type { BiasAuditOutcome, Environment } from '@rubric/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './client';

export function usePartnerTenants(partnerId: string | undefined, environment: Environment) {
  return useQuery({
    queryKey: ['tenants', partnerId, environment],
    queryFn: () => call('listPartnerTenants', { params: { partnerId: partnerId ?? '' }, query: { environment } }),
    enabled: !!partnerId,
  });
}

export interface BiasAuditFilter {
  partnerId: string | undefined;
  environment: Environment;
  tenantId: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  jobIds: string[];
  outcome: BiasAuditOutcome;
  threshold?: string | undefined;
}

export function useBiasAudit(f: BiasAuditFilter) {
  return useQuery({
    queryKey: ['bias-audit', f],
    queryFn: () =>
      call('getPartnerBiasAudit', {
        params: { partnerId: f.partnerId ?? '' },
        query: {
          environment: f.environment,
          tenantId: f.tenantId ?? '',
          from: f.from,
          to: f.to,
          jobId: f.jobIds.length > 0 ? f.jobIds : undefined,
          outcome: f.outcome,
          threshold: f.threshold,
        },
      }),
    enabled: !!f.partnerId && !!f.tenantId,
    placeholderData: keepPreviousData,
  });
}
