import type {
  CreateWebhookEndpointRequest,
  CreateWebhookEndpointResponse,
  ListWebhookDeliveriesResponse,
  ListWebhookEndpointsResponse,
  RedeliverWebhookResponse,
  RevealWebhookSecretResponse,
  RotateWebhookSecretResponse,
  SendTestWebhookResponse,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryResponse,
  WebhookDeliveryStatus,
  WebhookEndpointResponse,
  WebhookEventType,
} from '@rubric/contracts';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { Environment } from './partners';

const enc = encodeURIComponent;

export function useEndpoints(partnerId: string | undefined, environment?: Environment) {
  return useQuery({
    queryKey: ['webhook-endpoints', partnerId, environment ?? 'all'],
    queryFn: () =>
      api<ListWebhookEndpointsResponse>(`/partners/${enc(partnerId ?? '')}/webhook-endpoints`, {
        query: { environment },
      }),
    enabled: !!partnerId,
  });
}

/** Endpoint id → URL across partners, so that the delivery log names endpoints by what admins recognise. */
export function useEndpointUrls(partnerIds: string[]): Map<string, string> {
  return useQueries({
    queries: partnerIds.map((partnerId) => ({
      queryKey: ['webhook-endpoints', partnerId, 'all'],
      queryFn: () => api<ListWebhookEndpointsResponse>(`/partners/${enc(partnerId)}/webhook-endpoints`),
    })),
    combine: (results) =>
      new Map(results.flatMap((r) => (r.data?.endpoints ?? []).map((e): [string, string] => [e.id, e.url]))),
  });
}

export function useEndpoint(id: string | undefined) {
  return useQuery({
    queryKey: ['webhook-endpoint', id],
    queryFn: () => api<WebhookEndpointResponse>(`/webhook-endpoints/${enc(id ?? '')}`),
    enabled: !!id,
  });
}

function useInvalidateEndpoints() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['webhook-endpoints'] }),
      qc.invalidateQueries({ queryKey: ['webhook-endpoint'] }),
    ]);
}

export function useCreateEndpoint(partnerId: string, environment: Environment) {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpointRequest) =>
      api<CreateWebhookEndpointResponse>(`/partners/${enc(partnerId)}/webhook-endpoints`, {
        method: 'POST',
        query: { environment },
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateWebhookEndpointRequest & { id: string }) =>
      api<WebhookEndpointResponse>(`/webhook-endpoints/${enc(id)}`, { method: 'PATCH', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/webhook-endpoints/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useRotateSecret() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (id: string) =>
      api<RotateWebhookSecretResponse>(`/webhook-endpoints/${enc(id)}/rotate-secret`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useRevealSecret() {
  return useMutation({
    mutationFn: (id: string) =>
      api<RevealWebhookSecretResponse>(`/webhook-endpoints/${enc(id)}/reveal-secret`, { method: 'POST' }),
  });
}

export function useSendTest() {
  return useMutation({
    mutationFn: ({ id, event, payload }: { id: string; event: WebhookEventType; payload: unknown }) =>
      api<SendTestWebhookResponse>(`/webhook-endpoints/${enc(id)}/test`, { method: 'POST', body: { event, payload } }),
  });
}

export interface DeliveryFilter {
  partnerId?: string | undefined;
  endpointId?: string | undefined;
  event?: WebhookEventType | undefined;
  status?: WebhookDeliveryStatus | undefined;
}

export function useDeliveries(filter: DeliveryFilter, cursor: string | undefined, limit = 25) {
  return useQuery({
    queryKey: ['webhook-deliveries', filter, cursor, limit],
    queryFn: () => api<ListWebhookDeliveriesResponse>('/webhook-deliveries', { query: { ...filter, cursor, limit } }),
    placeholderData: keepPreviousData,
    // Deliveries change state on their own (retries, the dispatcher): keep the log current while it is open.
    refetchInterval: 5_000,
  });
}

export function useDelivery(id: string | undefined) {
  return useQuery({
    queryKey: ['webhook-delivery', id],
    queryFn: () => api<WebhookDeliveryResponse>(`/webhook-deliveries/${enc(id ?? '')}`),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data?.delivery.status === 'pending' ? 1_000 : false),
  });
}

export function useRedeliver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<RedeliverWebhookResponse>(`/webhook-deliveries/${enc(id)}/redeliver`, { method: 'POST' }),
    onSuccess: (_data, id) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['webhook-delivery', id] }),
        qc.invalidateQueries({ queryKey: ['webhook-deliveries'] }),
      ]),
  });
}
