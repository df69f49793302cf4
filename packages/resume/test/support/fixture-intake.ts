import { afterAll, beforeAll } from 'vitest';
import { createResumeIntake, type IntakeSuccess, type ResumeIntake } from '../../src/index.js';
import { startFixtureServer, TEST_CA_PEM, type FixtureServer } from './fixture-server.js';

export interface FixtureIntake {
  /** The real intake, trusting the test CA (valid inside tests, after beforeAll). */
  readonly intake: ResumeIntake;
  /** Fetches `fixtures/<name>` over HTTPS through the real intake. */
  read(name: string): Promise<IntakeSuccess>;
}

/** One HTTPS fixture server and one real intake for the whole test file, closed after it. */
export function useFixtureIntake(): FixtureIntake {
  let server: FixtureServer | undefined;
  let intake: ResumeIntake | undefined;
  beforeAll(async () => {
    server = await startFixtureServer();
    intake = createResumeIntake({ allowPrivateNetworks: true, extraCaPem: TEST_CA_PEM });
  });
  afterAll(async () => {
    await intake?.close();
    await server?.close();
  });
  const started = () => {
    if (!server || !intake) throw new Error('useFixtureIntake: used outside a test (beforeAll has not run)');
    return { server, intake };
  };
  return {
    get intake() {
      return started().intake;
    },
    read: (name) => {
      const s = started();
      return s.intake.intake({ type: 'url', url: `${s.server.origin}/files/${name}` });
    },
  };
}
