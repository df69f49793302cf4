import { promises as dns } from 'node:dns';
import type { HostResolver } from './types.js';

/** The system's resolver (getaddrinfo, every answer, in the order it gives them). */
export const systemResolver: HostResolver = async (hostname) => {
  const answers = await dns.lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};
