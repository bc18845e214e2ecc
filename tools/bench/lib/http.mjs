// HTTP from the bench: plain calls that parse JSON (setup, query counts), and load slices.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { cpuNs } from './servers.mjs';

export function request(agent, base, path, { method = 'GET', token, body } = {}) {
  const url = new URL(encodeURI(path), base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((res, rej) => {
    const req = http.request(url, { method, agent, headers }, (r) => {
      const chunks = [];
      r.on('data', (c) => chunks.push(c));
      r.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        res({ status: r.statusCode, headers: r.headers, text, body: json });
      });
      r.on('error', rej);
    });
    req.on('error', rej);
    req.end(payload);
  });
}

/** `api.get(path)` / `api.post(path, body)` against one server, with or without a token. */
export function client(base, token) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  return {
    agent,
    base,
    token,
    get: (path, opts = {}) => request(agent, base, path, { token, ...opts }),
    post: (path, body) => request(agent, base, path, { method: 'POST', token, body }),
  };
}

/**
 * A load request as cheap as the client can make it: the body is drained, never parsed. A target
 * with a `body` is POSTed as JSON (a write route, e.g. saving an answer).
 */
function hit(target) {
  return new Promise((res, rej) => {
    const payload = target.body === undefined ? undefined : JSON.stringify(target.body);
    const headers = payload ? { ...target.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : target.headers;
    const req = http.request(target.url, { method: payload ? 'POST' : 'GET', agent: target.agent, headers }, (r) => {
      r.on('end', () => res(r.statusCode));
      r.on('error', rej);
      r.resume();
    });
    req.on('error', rej);
    req.end(payload);
  });
}

/**
 * One slice: `count` requests (or, without a count, as many as fit in `ms`) over `concurrency`
 * keep-alive connections of `target.agent`. Answers req/s, the server's CPU microseconds per
 * request (null off Linux) and each request's latency in ms, as the client saw it. Any answer but 200 aborts the bench: a fast 401 would look like a
 * fast route.
 */
export async function slice(target, { count = Infinity, ms = Infinity, concurrency }) {
  let sent = 0;
  let done = 0;
  let failed = 0;
  const cpu0 = cpuNs(target.pid);
  const t0 = performance.now();
  const more = () => sent < count && performance.now() - t0 < ms;
  const latencies = [];
  const worker = async () => {
    while (more()) {
      sent++;
      const start = performance.now();
      if ((await hit(target)) !== 200) failed++;
      latencies.push(performance.now() - start);
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = cpuNs(target.pid);
  if (failed) throw new Error(`${failed}/${done} requests to ${target.url} did not answer 200`);
  return {
    rps: done / seconds,
    cpuUs: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / done / 1000,
    latencies,
  };
}
