import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutById } from '@/core/layouts';
import { surveyLayout, type Survey } from '@/core/survey';
import { createSolverClient } from '@/stores/solver/client';
import { surveyInWorker } from '@/stores/solver/survey';
import type { SolverAnswer, SolverRequest } from '@/core/solver/protocol';
import { workerClient } from '@/stores/solver/workerClient';

/** A stand-in for the solver worker that answers surveys with a fixed result. */
class SurveyWorker {
  static made: SurveyWorker[] = [];
  static result: Survey | null = null;
  posted: SolverRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<SolverAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    SurveyWorker.made.push(this);
  }
  postMessage(request: SolverRequest): void {
    this.posted.push(request);
    queueMicrotask(() =>
      this.onmessage?.({ data: { id: request.id, pair: null, plan: null, winnable: true, survey: SurveyWorker.result } } as MessageEvent<SolverAnswer>),
    );
  }
  terminate(): void {
    this.terminated = true;
  }
}

const islands = layoutById('L09')!.slots;

describe('surveys off the page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the worker for a survey of the slots and hands back its answer', async () => {
    vi.stubGlobal('Worker', SurveyWorker);
    SurveyWorker.made = [];
    SurveyWorker.result = surveyLayout(islands, { shuffles: 2 });
    const answer = await workerClient().survey!([...islands]);
    expect(SurveyWorker.made[0].posted).toEqual([{ id: 1, kind: 'survey', slots: [...islands] }]);
    expect(answer.survey).toEqual(SurveyWorker.result);
  });

  it('surveyInWorker starts a worker of its own when given no client, and ends it after', async () => {
    vi.stubGlobal('Worker', SurveyWorker);
    SurveyWorker.made = [];
    SurveyWorker.result = surveyLayout(islands, { shuffles: 2 });
    expect(await surveyInWorker(islands)).toEqual(SurveyWorker.result);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(SurveyWorker.made).toHaveLength(1);
    expect(SurveyWorker.made[0].terminated).toBe(true);
  });

  it('surveys in the page where there is no Worker: the real survey, null for a shape that is no board', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await surveyInWorker(islands)).toEqual(surveyLayout(islands));
    const client = createSolverClient();
    expect(await surveyInWorker(islands.slice(1), client)).toBeNull();
    expect(await surveyInWorker([...islands.slice(1), islands[1]], client)).toBeNull();
  });
});
