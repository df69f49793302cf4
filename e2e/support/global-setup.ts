import { rmSync } from 'node:fs';
import { DATA_DIR, EXTERNAL, MODEL_PORT } from './env';
import { startFakeModel } from './fake-model';

/** Starts the fake model endpoint the e2e server's `openai` engine talks to; the teardown stops it and removes the data. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (EXTERNAL) return async () => undefined;
  const model = await startFakeModel(MODEL_PORT);
  return async () => {
    model.closeAllConnections();
    await new Promise<void>((resolve) => model.close(() => resolve()));
    if (DATA_DIR) rmSync(DATA_DIR, { recursive: true, force: true });
  };
}
