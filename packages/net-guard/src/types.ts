export interface LookupAddress {
  address: string;
  family: 4 | 6;
}

export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;
