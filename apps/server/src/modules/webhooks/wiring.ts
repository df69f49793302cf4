import { readFileSync } from 'node:fs';
import type { Db } from '@rubric/db';
import { systemResolver, type HostResolver } from '@rubric/net-guard';
import type { Logger } from 'pino';
import { createWebhookDeliveryLoop } from './delivery-loop.js';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { createWebhookDeliveryService } from './deliveries.js';
import { createWebhookPlayground } from './playground.js';
import { createSecretBox } from './secret-box.js';
import { createWebhookSender } from './sender.js';
import { createWebhookEndpointService } from './service.js';

export interface WebhookWiringDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  config: Config;
  /** DNS for the private-network guard (tests point names at loopback). */
  resolver?: HostResolver;
  /** Jitter source of the retry schedule. */
  random?: () => number;
}

/** Every webhook service over one secret box and one HTTP sender, as `startRubric` and the tests use them. */
export function createWebhookServices(deps: WebhookWiringDeps) {
  const { db, clock, config } = deps;
  const secrets = createSecretBox(config.dataDir);
  const resolve = deps.resolver ?? systemResolver;
  const sender = createWebhookSender({
    allowPrivateNetworks: config.FETCH_ALLOW_PRIVATE_NETWORKS,
    extraCaPem: config.FETCH_EXTRA_CA_FILE ? readFileSync(config.FETCH_EXTRA_CA_FILE, 'utf8') : null,
    resolve,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    clock,
  });
  const endpoints = createWebhookEndpointService({
    db,
    clock,
    secrets,
    urlPolicy: { allowPrivateNetworks: config.FETCH_ALLOW_PRIVATE_NETWORKS, resolve },
  });
  const deliveryLoop = createWebhookDeliveryLoop({
    db,
    clock,
    log: deps.log,
    secrets,
    sender,
    retry: { minMs: config.WEBHOOK_RETRY_MIN_MS, maxMs: config.WEBHOOK_RETRY_MAX_MS },
    ...(deps.random ? { random: deps.random } : {}),
  });
  const deliveries = createWebhookDeliveryService({ db, clock, notify: () => deliveryLoop.notify() });
  const playground = createWebhookPlayground({ db, clock, secrets, sender, endpoints });
  return {
    endpoints,
    deliveries,
    playground,
    deliveryLoop,
    /** Lets attempts in flight end, then closes the HTTP connections. */
    async close(): Promise<void> {
      await deliveryLoop.stop();
      await sender.close();
    },
  };
}

export type WebhookServices = ReturnType<typeof createWebhookServices>;
