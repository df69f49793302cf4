// Peak resident memory of one parse process reading scans one after another (Latin and CJK, each scan's OCR
// engine started and stopped in the process), with glibc's default malloc arenas (8 per core) against the two the
// parse processes are started with. Both runs in this process, one after the other, same files, same order.
// usage: node scripts/build.mjs && node scripts/bench/parse-memory.mjs [fixture.pdf ...]
//        BENCH_ROUNDS=2 (the sequence, repeated in the same process)
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createResumeIntake } from '../../packages/resume/dist/index.js';

const FIXTURES = new URL('../../packages/resume/test/fixtures/', import.meta.url);
const files = process.argv.slice(2);
const sequence = files.length ? files : ['scan-ja-rirekisho.pdf', 'scanned.pdf', 'scan-zh-hans.pdf', 'scan-ko.pdf'];
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const MB = 2 ** 20;

const rssOf = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

/** Runs the sequence in one parse process (no cap in the way) and returns, per file, its peak RSS and time. */
async function measure(arenas) {
  process.env.MALLOC_ARENA_MAX = String(arenas); // read when the parse process is started
  const intake = createResumeIntake({
    allowPrivateNetworks: false,
    poolSize: 1,
    parseMemoryMb: 8192,
    parseTimeoutMs: 600_000,
  });
  await intake.warm();
  const rows = [];
  for (let round = 0; round < rounds; round++)
    for (const file of sequence) {
      const pid = intake.stats().processes[0].pid;
      let peak = rssOf(pid);
      const watch = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
      const start = performance.now();
      await intake.parseBytes(readFileSync(new URL(file, FIXTURES)));
      clearInterval(watch);
      rows.push({ file, peak: peak / MB, after: rssOf(pid) / MB, seconds: (performance.now() - start) / 1000 });
    }
  await intake.close();
  return rows;
}

const defaultArenas = 8 * availableParallelism();
const before = await measure(defaultArenas);
const after = await measure(2);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${rounds} rounds in one process each`,
);
console.log(
  `| # | file | peak RSS, ${defaultArenas} arenas | peak RSS, 2 arenas | ratio | time, ${defaultArenas} / 2 arenas |`,
);
console.log('| - | ---- | ---: | ---: | ---: | ---: |');
before.forEach((b, i) => {
  const a = after[i];
  console.log(
    `| ${i + 1} | ${b.file} | ${b.peak.toFixed(0)} MB | ${a.peak.toFixed(0)} MB | ${(a.peak / b.peak).toFixed(2)} | ${b.seconds.toFixed(1)} / ${a.seconds.toFixed(1)} s |`,
  );
});
const max = (rows) => Math.max(...rows.map((r) => r.peak));
const total = (rows) => rows.reduce((s, r) => s + r.seconds, 0);
console.log(
  `| | highest | ${max(before).toFixed(0)} MB | ${max(after).toFixed(0)} MB | ${(max(after) / max(before)).toFixed(2)} | ${total(before).toFixed(1)} / ${total(after).toFixed(1)} s |`,
);
process.exit(0);
