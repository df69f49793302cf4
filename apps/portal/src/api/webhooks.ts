import type {
  AdminOperationQueryInput,
  CreateWebhookEndpointRequest,
  Environment,
  UpdateWebhookEndpointRequest,
  WebhookEventType,
} from '@rubric/contracts';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

export function useEndpoints(partnerId: string | undefined, environment?: Environment) {
  return useQuery({
    queryKey: ['webhook-endpoints', partnerId, environment ?? 'all'],
    queryFn: () => call('listWebhookEndpoints', { params: { partnerId: partnerId ?? '' }, query: { environment } }),
    enabled: !!partnerId,
  });
}

/** Endpoint id → URL across partners, so that the delivery log names endpoints by what admins recognise. */
export function useEndpointUrls(partnerIds: string[]): Map<string, string> {
  return useQueries({
    queries: partnerIds.map((partnerId) => ({
      queryKey: ['webhook-endpoints', partnerId, 'all'],
      queryFn: () => call('listWebhookEndpoints', { params: { partnerId } }),
    })),
    combine: (results) =>
      new Map(results.flatMap((r) => (r.data?.endpoints ?? []).map((e): [string, string] => [e.id, e.url]))),
  });
}

export function useEndpoint(id: string | undefined) {
  return useQuery({
    queryKey: ['webhook-endpoint', id],
    queryFn: () => call('getWebhookEndpoint', { params: { id: id ?? '' } }),
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
      call('createWebhookEndpoint', { params: { partnerId }, query: { environment }, body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateWebhookEndpointRequest & { id: string }) =>
      call('updateWebhookEndpoint', { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (id: string) => call('deleteWebhookEndpoint', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useRotateSecret() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (id: string) => call('rotateWebhookSecret', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useRevealSecret() {
  return useMutation({
    mutationFn: (id: string) => call('revealWebhookSecret', { params: { id } }),
  });
}

export function useSendTest() {
  return useMutation({
    mutationFn: ({ id, event, payload }: { id: string; event: WebhookEventType; payload: unknown }) =>
      call('sendTestWebhook', { params: { id }, body: { event, payload } }),
  });
}

/** The log's filters: the query of the admin route without its paging (the screen sets no environment). */
export type DeliveryFilter = Omit<
  AdminOperationQueryInput<'listWebhookDeliveries'>,
  'limit' | 'cursor' | 'environment'
>;

export function useDeliveries(filter: DeliveryFilter, cursor: string | undefined, limit = 25) {
  return useQuery({
    queryKey: ['webhook-deliveries', filter, cursor, limit],
    queryFn: () => call('listWebhookDeliveries', { query: { ...filter, cursor, limit: String(limit) } }),
    placeholderData: keepPreviousData,
    // Deliveries change state on their own (retries, the delivery loop): keep the log current while it is open.
    refetchInterval: 5_000,
  });
}

export function useDelivery(id: string | undefined) {
  return useQuery({
    queryKey: ['webhook-delivery', id],
    queryFn: () => call('getWebhookDelivery', { params: { id: id ?? '' } }),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data?.delivery.status === 'pending' ? 1_000 : false),
  });
}

export function useRedeliver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('redeliverWebhook', { params: { id } }),
    onSuccess: (_data, id) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['webhook-delivery', id] }),
        qc.invalidateQueries({ queryKey: ['webhook-deliveries'] }),
      ]),
  });
}
