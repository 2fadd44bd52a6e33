/**
 * The load generator the benchmarks share (`bench:api`, `bench:web`): requests over keep-alive
 * connections timed from the moment each is sent, open-loop (on schedule) and closed-loop (clients
 * that send again when answered) drivers, percentiles, and child servers that print their port.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { ROOT } from './lib.mjs';

/** Child processes started by startChild; stopped when the benchmark exits. */
const children = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

/** Starts a child Node process and resolves with the port it prints (the first match of `portPattern`). */
export function startChild(label, args, env, portPattern) {
  return new Promise((resolvePort, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = portPattern.exec(output);
      if (match) resolvePort(Number(match[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) => reject(new Error(`${label} stopped (exit ${code}) before it was ready:\n${output}`)));
  });
}

/**
 * Sends one request (a path is a GET) with `defaults` under its own headers, reads the whole
 * answer, and resolves with its status and latency in ms (from the moment it was sent).
 */
export function send(agent, port, request, defaults = {}) {
  const { method = 'GET', path, headers = {}, body } = typeof request === 'string' ? { path: request } : request;
  return new Promise((resolveResult) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    const outgoing = http.request({ host: '127.0.0.1', port, method, path, agent, headers: { ...defaults, ...headers } }, (response) => {
      response.resume();
      response.on('end', () => resolveResult({ status: response.statusCode, ms: elapsed() }));
    });
    outgoing.on('error', () => resolveResult({ status: 0, ms: elapsed() }));
    outgoing.end(body);
  });
}

/**
 * Open-loop load: request i leaves at start + i / rate (checked every millisecond), whatever the
 * state of earlier requests. Resolves with the results of the requests sent after the warm-up.
 */
export async function drive(port, requests, { rate, seconds, warmupSeconds, headers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * (seconds + warmupSeconds));
  const warmup = Math.round(rate * warmupSeconds);
  const pending = [];
  const start = process.hrtime.bigint();
  let measuredStart = 0n;
  let next = 0;
  await new Promise((done) => {
    const tick = () => {
      const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
      while (next < total && (next * 1000) / rate <= elapsedMs) {
        if (next === warmup) measuredStart = process.hrtime.bigint();
        const result = send(agent, port, requests[next % requests.length], headers);
        if (next >= warmup) pending.push(result);
        next += 1;
      }
      if (next < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  const results = await Promise.all(pending);
  const elapsedS = Number(process.hrtime.bigint() - measuredStart) / 1e9;
  agent.destroy();
  return { results, elapsedS };
}

/**
 * Closed-loop load: `clients` clients, each on its own connection, send their next request as soon
 * as the last one has answered, for the warm-up and then `seconds`. Client i talks to
 * ports[i % ports.length] (several ports: a round-robin load balancer over several instances).
 * Resolves with the results of the requests sent after the warm-up.
 */
export async function driveClients(ports, requests, { clients, seconds, warmupSeconds, headers }) {
  const portList = Array.isArray(ports) ? ports : [ports];
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  const measuredStart = now() + warmupSeconds * 1000;
  const end = measuredStart + seconds * 1000;
  const results = [];
  let next = 0;
  const client = async (index) => {
    const port = portList[index % portList.length];
    while (now() < end) {
      const sentAt = now();
      const result = await send(agent, port, requests[next++ % requests.length], headers);
      if (sentAt >= measuredStart) results.push(result);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const elapsedS = (now() - measuredStart) / 1000;
  agent.destroy();
  return { results, elapsedS };
}

/** Throughput, failures and latency percentiles of a run. */
export function summarise({ results, elapsedS }) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (p) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)] ?? Number.NaN;
  return {
    requests: results.length,
    failures: results.filter((r) => r.status !== 200).length,
    throughput: results.length / elapsedS,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: ms.at(-1) ?? Number.NaN,
  };
}

/** One printed line of a run's figures. */
export const line = (label, s) =>
  `${label.padEnd(30)} ${s.throughput.toFixed(1).padStart(7)} req/s  ${String(s.requests).padStart(6)} sent  ` +
  `${String(s.failures).padStart(3)} failed   p50 ${s.p50.toFixed(2).padStart(6)} ms  p95 ${s.p95.toFixed(2).padStart(6)} ms  ` +
  `p99 ${s.p99.toFixed(2).padStart(6)} ms  max ${s.max.toFixed(2).padStart(7)} ms`;
