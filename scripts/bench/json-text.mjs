#!/usr/bin/env node
// What a JSON request body costs the event loop once it is in: `parseJsonBody` (apps/server/src/http/body.ts:
// depth check, UTF-8 decoding, JSON.parse, the well-formed-string walk), on bodies a hostile client can send
// inside its rate limit. Linear decoding means the bad-byte bodies cost about what a valid body of the same
// size costs; the target is a 5 MB body of any shape in well under 50 ms.
//
//   npm run bench:json-text            knobs: BENCH_RUNS=7
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ROOT } from './lib/bench-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const { parseJsonBody } = await import(pathToFileURL(join(ROOT, 'apps/server/dist/http/body.js')).href);

const MB = 1024 * 1024;
const inString = (bytes) => Buffer.concat([Buffer.from('{"text":"'), bytes, Buffer.from('"}')]);
const SHAPES = [
  ['valid ASCII text', (size) => inString(Buffer.alloc(size, 'a'))],
  ['valid text, 2-byte UTF-8', (size) => inString(Buffer.alloc(size, 'é'))],
  ['bad byte every 2nd byte, in a string', (size) => inString(Buffer.alloc(size, Buffer.from([0xff, 0x61])))],
  ['bad bytes only, in a string', (size) => inString(Buffer.alloc(size, 0xff))],
  [
    'bad byte every 2nd byte, beside a literal U+FFFD',
    (size) => inString(Buffer.concat([Buffer.from('\ufffd'), Buffer.alloc(size, Buffer.from([0xff, 0x61]))])),
  ],
  ['truncated 3-byte sequences, in a string', (size) => inString(Buffer.alloc(size, Buffer.from([0xe2, 0x82, 0x61])))],
];

/** Wall time, and the process's CPU time (less moved by other work on a shared machine: see PERFORMANCE.md). */
function measure(body) {
  const wall = [];
  const cpu = [];
  let outcome = '';
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    try {
      parseJsonBody(body);
      outcome = 'parsed';
    } catch (err) {
      outcome = `${err.code}: ${err.details?.[0]?.code ?? ''}`;
    }
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    wall.push(performance.now() - started);
  }
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { median: median(wall), cpu: median(cpu), outcome };
}

console.log(`bench:json-text — Node ${process.version}, load ${loadavg()[0].toFixed(2)}, ${RUNS} runs each\n`);
console.log('| body | size | wall ms (median) | CPU ms (median) | outcome |');
console.log('| ---- | ---: | ---------------: | --------------: | ------- |');
for (const [name, make] of SHAPES)
  for (const size of [1 * MB, 5 * MB - 64]) {
    const body = make(size);
    const { median, cpu, outcome } = measure(body);
    console.log(
      `| ${name} | ${(body.length / MB).toFixed(1)} MB | ${median.toFixed(1)} | ${cpu.toFixed(1)} | ${outcome} |`,
    );
  }
