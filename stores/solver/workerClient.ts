/** The solver worker's client: one question at a time, hints and deals before winnable checks. Loaded on first use. */
import type { LayoutLookup } from '@/core/customLayout';
import type { SentLayout, SolverAnswer, SolverClient, SolverQuestion } from '../../core/solver/protocol';

interface Asked {
  question: SolverQuestion;
  resolve: (answer: SolverAnswer) => void;
  reject: (error: Error) => void;
}

const unknown = (id: number): SolverAnswer => ({ id, pair: null, plan: null, winnable: null });

/**
 * One question at a time in the worker. Waiting: hints and deals first, and at most one
 * winnable check (a newer one supersedes the older, answered "unknown"). A hint
 * or deal asked during a check stops the worker and asks the check again after
 * it: the check may take seconds, the hint or new board is what the player waits for.
 */
/** A custom layout's shape, sent with each question about its codes (`lookup`: the page's layouts): the worker has no storage. */
export function layoutSender(lookup: LayoutLookup | undefined) {
  return (code: string): SentLayout | undefined => {
    const id = code.split('-')[1] ?? '';
    const layout = id.startsWith('C') ? lookup?.(id) : undefined;
    return layout ? { id: layout.id, slots: layout.slots.map(({ x, y, z }) => ({ x, y, z })) } : undefined;
  };
}

export function workerClient(layouts?: LayoutLookup): SolverClient {
  const layoutFor = layoutSender(layouts);
  let worker: Worker | null = null;
  let inFlight: (Asked & { id: number }) | null = null;
  const hints: Asked[] = [];
  let check: Asked | null = null;
  let next = 1;

  const stop = (): void => {
    worker?.terminate();
    worker = null;
  };

  const start = (): Worker => {
    if (worker) return worker;
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (event: MessageEvent<SolverAnswer>) => {
      if (w !== worker || !inFlight || event.data.id !== inFlight.id) return;
      const done = inFlight;
      inFlight = null;
      done.resolve(event.data);
      pump();
    };
    // A worker that fails (a load error, an exception) is dropped: what it had is refused, the next question starts another.
    w.onerror = (event: ErrorEvent) => {
      if (w !== worker) return;
      stop();
      const failed = [inFlight, ...hints.splice(0), check].filter((a): a is Asked => a !== null);
      inFlight = null;
      check = null;
      for (const a of failed) a.reject(new Error(`solver worker failed: ${event.message}`));
    };
    worker = w;
    return w;
  };

  function pump(): void {
    if (inFlight) return;
    const asked = hints.shift() ?? check;
    if (!asked) return;
    if (asked === check) check = null;
    inFlight = { ...asked, id: next++ };
    const layout = 'code' in asked.question ? layoutFor(asked.question.code) : undefined;
    start().postMessage({ ...asked.question, id: inFlight.id, ...(layout ? { layout } : {}) });
  }

  const ask = (question: SolverQuestion): Promise<SolverAnswer> =>
    new Promise((resolve, reject) => {
      const asked: Asked = { question, resolve, reject };
      if (question.kind === 'solve') {
        check?.resolve(unknown(0));
        check = asked;
      } else {
        hints.push(asked);
        if (inFlight?.question.kind === 'solve') {
          // Asked again after the hint, unless a newer check came meanwhile.
          const stopped = inFlight;
          inFlight = null;
          stop();
          if (check) stopped.resolve(unknown(stopped.id));
          else check = stopped;
        }
      }
      pump();
    });

  return {
    hint: (code, moves, plan) => ask({ kind: 'hint', code, moves, plan }),
    solve: (code, moves) => ask({ kind: 'solve', code, moves }),
    winnableBack: (code, moves) => ask({ kind: 'winnableBack', code, moves }),
    deal: (code) => ask({ kind: 'deal', code }),
    // Queued with hints and deals: a survey is bounded to a second or so, and asked only on an import.
    survey: (slots) => ask({ kind: 'survey', slots }),
    dispose() {
      stop();
      for (const a of [inFlight, ...hints.splice(0), check]) a?.resolve(unknown(0));
      inFlight = null;
      check = null;
    },
  };
}
