import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSolverClient, workerAllowed } from '@/stores/solver/client';
import { workerClient } from '@/stores/solver/workerClient';
import type { SolverAnswer, SolverRequest } from '@/core/solver/protocol';

/** A stand-in for the solver worker: the test answers each posted request, or makes it fail. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: SolverRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<SolverAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(request: SolverRequest): void {
    this.posted.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(request: SolverRequest, winnable: boolean | null = true): void {
    this.onmessage?.({ data: { id: request.id, pair: [0, 1], plan: null, winnable } } as MessageEvent<SolverAnswer>);
  }
  fail(): void {
    this.onerror?.({ message: 'boom' } as ErrorEvent);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the solver client', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one winnable check waiting: a newer one supersedes the older, which is answered "unknown"', async () => {
    const client = workerClient();
    const first = client.solve('MJ1-L00-AAAAABL', []);
    const second = client.solve('MJ1-L00-AAAAABL', [[0, 1]]);
    const third = client.solve('MJ1-L00-AAAAABL', [[0, 1], [2, 3]]);
    const worker = FakeWorker.made[0];
    expect(worker.posted).toHaveLength(1); // one at a time in the worker
    expect((await second).winnable).toBeNull(); // superseded without reaching the worker
    worker.answer(worker.posted[0]);
    expect((await first).winnable).toBe(true);
    await flush();
    expect(worker.posted.map((r) => (r.kind === 'solve' ? r.moves.length : -1))).toEqual([0, 2]);
    worker.answer(worker.posted[1], false);
    expect((await third).winnable).toBe(false);
  });

  it('a hint does not wait behind a long winnable check', async () => {
    const client = workerClient();
    const check = client.solve('MJ1-L00-AAAAABL', []);
    const hint = client.hint('MJ1-L00-AAAAABL', [], null);
    const [busy] = FakeWorker.made;
    expect(busy.terminated).toBe(true); // the check is stopped and asked again after the hint
    const worker = FakeWorker.made[1];
    expect(worker.posted.map((r) => r.kind)).toEqual(['hint']);
    worker.answer(worker.posted[0]);
    expect((await hint).pair).toEqual([0, 1]);
    await flush();
    expect(worker.posted.map((r) => r.kind)).toEqual(['hint', 'solve']);
    worker.answer(worker.posted[1]);
    expect((await check).winnable).toBe(true);
  });

  it('a worker error rejects what was asked, and the next question starts a new worker', async () => {
    const client = workerClient();
    const asked = client.solve('MJ1-L00-AAAAABL', []);
    FakeWorker.made[0].fail();
    await expect(asked).rejects.toThrow();
    const again = client.hint('MJ1-L00-AAAAABL', [], null);
    expect(FakeWorker.made).toHaveLength(2);
    const worker = FakeWorker.made[1];
    worker.answer(worker.posted[0]);
    expect((await again).pair).toEqual([0, 1]);
  });
});

describe('the client a page gets', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('deals off the page where a worker can start, and starts it only when first asked', async () => {
    const client = createSolverClient();
    expect(client.deal).toBeTypeOf('function');
    expect(FakeWorker.made).toHaveLength(0); // the first paint loads no solver
    const dealt = client.deal!('MJ1-L00-AAAAABL');
    await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(1));
    const [worker] = FakeWorker.made;
    expect(worker.posted).toMatchObject([{ kind: 'deal', code: 'MJ1-L00-AAAAABL' }]);
    worker.answer(worker.posted[0]);
    expect((await dealt).id).toBe(worker.posted[0].id);
  });

  it('deals in the page where there is no Worker', () => {
    vi.stubGlobal('Worker', undefined);
    expect(createSolverClient().deal).toBeUndefined();
  });
});

describe('where the solver worker may start', () => {
  it('starts from the extension\'s own files', () => {
    expect(workerAllowed('chrome-extension://abc/chunks/page-1.js', 'chrome-extension://abc')).toBe(true);
    expect(workerAllowed('moz-extension://abc/chunks/page-1.js', 'moz-extension://abc')).toBe(true);
  });

  it('does not start from a dev server of another origin (the page would be ended)', () => {
    expect(workerAllowed('http://localhost:3000/stores/solverClient.ts', 'chrome-extension://abc')).toBe(false);
    expect(workerAllowed('http://localhost:3000/stores/solverClient.ts', 'http://localhost:3000')).toBe(true);
  });
});
