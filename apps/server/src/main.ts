import { loadConfig } from './config.js';
import { startRubric } from './server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const rubric = await startRubric(config);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    rubric.ctx.log.info({ signal }, 'shutting down');
    rubric
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        rubric.ctx.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
