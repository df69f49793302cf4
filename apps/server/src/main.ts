import { loadConfig } from './config.js';
import { startRubric, type Rubric } from './server.js';

async function main(): Promise<void> {
  // Everything Rubric writes holds personal data or secrets: owner-only, whatever the shell's umask.
  process.umask(0o077);
  const config = loadConfig();
  // The server listens before it has started everything (startRubric resolves a moment later): a signal in
  // between waits for the start to finish, then shuts down as usual.
  const started: Promise<Rubric> = startRubric(config);
  let stopping = false;
  const stop = (signal: string) => {
    // A second signal means "now": the operator does not want to wait for the grace period.
    if (stopping) process.exit(1);
    stopping = true;
    setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 15_000).unref();
    void started.then((rubric) => {
      rubric.ctx.log.info({ signal }, 'shutting down');
      rubric
        .close()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          rubric.ctx.log.error({ err }, 'shutdown failed');
          process.exit(1);
        });
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  const rubric = await started;
  // Parse processes start now rather than on the first resume (a start costs seconds on a busy host).
  // Tests and benchmarks that build the server with startRubric start them on first use.
  if (!stopping) void rubric.intake.warm();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
