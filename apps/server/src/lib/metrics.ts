import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  jobRuns: Counter<'job' | 'outcome'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'rubric_' });
  return {
    registry,
    httpRequests: new Counter({
      name: 'rubric_http_requests_total',
      help: 'HTTP requests by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'rubric_http_request_duration_seconds',
      help: 'HTTP request latency by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'rubric_background_runs_total',
      help: 'Background job runs by job id and outcome',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    }),
  };
}
