// The server of bench:intake-isolation, in a process of its own so that the bench can measure its process
// tree (this process and its parse children) and see it crash. Tells the parent its URL and two API keys.
import { startBenchServer } from './bench-server.mjs';

const env = JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}');
const { rubric, createApiKey } = await startBenchServer('isolation', env);
// As `npm start` does (apps/server/src/main.ts): the parse processes are started before the first resume.
// warm() is absent before the isolation work; then there is nothing to start (a worker thread pool).
await rubric.intake.warm?.();
const keys = {
  hostile: createApiKey(rubric.ctx, 'hostile', 'test').key,
  neighbour: createApiKey(rubric.ctx, 'neighbour', 'test').key,
};
process.send?.({ url: rubric.url, keys });
process.on('disconnect', () => void rubric.close().finally(() => process.exit(0)));
