// Container HEALTHCHECK: healthy when /readyz answers 200 (database open, migrations applied).
const port = process.env.PORT ?? '8080';
try {
  const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(4000) });
  process.exit(res.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
