import type { Server } from 'node:http';

export interface ServedRequest {
  tag: string | null;
  arrived: number;
  started: number;
  ended: number;
}

export declare class FakeBatchingServer {
  constructor(options: { slots: number; serviceMs: number });
  slots: number;
  serviceMs: number;
  active: number;
  maxActive: number;
  served: number;
  log: ServedRequest[];
  server: Server;
  listen(): Promise<string>;
  close(): Promise<void>;
}
