// Open-loop load at an even pace, in a worker thread: request i is due at start + i / rate and is sent
// then whether or not earlier ones have answered (no coordinated omission), and its latency is measured
// from that scheduled time, so a stall of the server shows up in every request queued behind it.
//
// workerData: { url, method, headers, body, rate (req/s), seconds }; posts back { latencies (ms), errors, statuses }.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, method = 'GET', headers = {}, body, rate, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const target = new URL(url);
const total = Math.round(rate * seconds);
const latencies = [];
const statuses = {};
let errors = 0;
let done = 0;

function send(scheduled) {
  const req = http.request(
    { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers, agent },
    (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - scheduled);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        finish();
      });
    },
  );
  req.on('error', () => {
    errors++;
    finish();
  });
  if (body !== undefined) req.end(body);
  else req.end();
}

function finish() {
  if (++done === total) {
    agent.destroy();
    parentPort.postMessage({ latencies, errors, statuses });
  }
}

const start = performance.now() + 20;
let next = 0;
function tick() {
  const now = performance.now();
  while (next < total && start + (next * 1000) / rate <= now) send(start + (next++ * 1000) / rate);
  if (next < total) setTimeout(tick, Math.max(0, start + (next * 1000) / rate - performance.now()));
}
setTimeout(tick, 20);
