import { Worker } from 'node:worker_threads';

/**
 * The storefront's server render runs in a worker thread of its own (docs/architecture.md, "Server
 * rendering"), for two reasons measured in issue 15:
 * - React's server renderer and the render's own API context are AsyncLocalStorage: once either
 *   ran in the API's thread, Node 20 put a hook on every promise of every later request, about 15%
 *   of the CPU of the users list and of /api/health (A/B on MariaDB, docs/performance.md).
 * - A render costs 40-400 ms of CPU; in the API's thread every request that arrived meanwhile
 *   waited for it.
 * The page's GETs still go to the API in the API's thread (`fastify.inject`, as the visitor): the
 * worker asks for each and waits for the answer.
 *
 * The worker's code is plain CommonJS given to the Worker as text (`eval`), so the same code runs
 * from the build and from the TypeScript sources the tests load.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let render = null;
try {
  render = require(workerData.entry).render;
} catch (err) {
  parentPort.postMessage({ kind: 'failed', message: String((err && err.message) || err) });
}
const asked = new Map();
let lastAsk = 0;
parentPort.on('message', (m) => {
  if (m.kind === 'answer') {
    const ask = asked.get(m.ask);
    if (!ask) return;
    asked.delete(m.ask);
    if (m.error) ask.reject(new Error(m.error));
    else ask.resolve(new Response(m.status === 204 ? null : m.body, { status: m.status, headers: m.type ? { 'content-type': m.type } : {} }));
    return;
  }
  if (m.kind !== 'render' || !render) return;
  const fetchApi = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = ((init && init.method) || 'GET').toUpperCase();
    const ask = ++lastAsk;
    return new Promise((resolve, reject) => {
      asked.set(ask, { resolve, reject });
      parentPort.postMessage({ kind: 'ask', render: m.render, ask, url, method });
    });
  };
  Promise.resolve()
    .then(() => render(m.url, fetchApi))
    .then(
      (out) => parentPort.postMessage({ kind: 'done', render: m.render, out: out || null }),
      (err) => parentPort.postMessage({ kind: 'done', render: m.render, out: null, error: String((err && err.message) || err) }),
    );
});
`;

/** What apps/web/src/entry-server.tsx answers. */
export interface ServerRender {
  html: string;
  /** The modules its lazy routes load (`src/…`, as the client build's manifest names them). */
  modules?: string[];
  styles: string;
  data: object;
}

/** The answer to one of the page's GETs, as the worker needs it. */
export interface AskedAnswer {
  status: number;
  body: string;
  type?: string;
}
/** Answers a page's GET (`/api/...`) in the API's thread; refuses anything else by throwing. */
export type AskApi = (url: string, method: string) => Promise<AskedAnswer>;

/** How a render ended: the page, or null with the reason when it could not be drawn. */
export type RenderOutcome = { out: ServerRender | null; error?: string };

interface Pending {
  askApi: AskApi;
  resolve: (outcome: RenderOutcome) => void;
  timer: NodeJS.Timeout;
}

type WorkerMessage =
  | { kind: 'failed'; message: string }
  | { kind: 'done'; render: number; out: ServerRender | null; error?: string }
  | { kind: 'ask'; render: number; ask: number; url: string; method: string };

/**
 * One worker per server bundle, started on the first render. A worker that dies or overruns a
 * render is started again on the next render; a bundle that does not load is not tried again
 * (`broken`).
 */
export class RenderWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private lastRender = 0;
  /** Why the bundle did not load, once it did not. */
  broken: string | null = null;

  constructor(
    private readonly entry: string,
    private readonly onProblem: (message: string) => void,
  ) {}

  /** Draws `url`; resolves `{ out: null }` after `timeoutMs` or when the render fails. */
  render(url: string, askApi: AskApi, timeoutMs: number): Promise<RenderOutcome> {
    if (this.broken) return Promise.resolve({ out: null, error: this.broken });
    const worker = this.started();
    const id = ++this.lastRender;
    return new Promise((resolve) => {
      // A render past its time may be stuck in a loop that would hold every later render: the
      // worker is stopped (other renders in it end with null too) and the next render starts anew.
      const timer = setTimeout(() => {
        this.finish(id, { out: null, error: `a render took over ${timeoutMs} ms` });
        if (this.worker === worker) {
          this.worker = null;
          void worker.terminate();
        }
      }, timeoutMs);
      timer.unref();
      this.pending.set(id, { askApi, resolve, timer });
      worker.postMessage({ kind: 'render', render: id, url });
    });
  }

  private finish(id: number, outcome: RenderOutcome): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    p.resolve(outcome);
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entry: this.entry } });
    // The API's process ends as before: a render in flight does not hold it.
    worker.unref();
    worker.on('message', (m: WorkerMessage) => this.onMessage(worker, m));
    const ended = (why: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const id of [...this.pending.keys()]) this.finish(id, { out: null, error: why });
    };
    worker.on('error', (err) => ended(`the render worker failed (${err.message})`));
    worker.on('exit', (code) => ended(`the render worker stopped (${code})`));
    this.worker = worker;
    return worker;
  }

  private onMessage(worker: Worker, m: WorkerMessage): void {
    switch (m.kind) {
      case 'failed':
        this.broken = `the server render bundle did not load (${m.message})`;
        this.onProblem(this.broken);
        void worker.terminate();
        return;
      case 'done':
        return this.finish(m.render, { out: m.out, error: m.error ? `a render failed (${m.error})` : undefined });
      case 'ask': {
        const p = this.pending.get(m.render);
        if (!p) return worker.postMessage({ kind: 'answer', ask: m.ask, error: 'the render has ended' });
        p.askApi(m.url, m.method).then(
          (a) => worker.postMessage({ kind: 'answer', ask: m.ask, ...a }),
          (err: Error) => worker.postMessage({ kind: 'answer', ask: m.ask, error: err.message }),
        );
      }
    }
  }
}
