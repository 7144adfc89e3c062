/** Runs one solver request with core/: in the worker, or inline where there is no Worker (tests). */
import { dealt, installDealer, replayGame } from './deals';
import { dealGame } from './dealer';
import { hint } from '@/core/hint';
import { solve } from '@/core/solver';
import type { SolverAnswer, SolverRequest } from './solverProtocol';

const SOLVE_BUDGET = 200_000;

installDealer(dealGame); // this code bundles the solver anyway

export function runSolverTask(request: SolverRequest): SolverAnswer {
  const none: SolverAnswer = { id: request.id, pair: null, plan: null, winnable: null };
  if (request.kind === 'deal') {
    const made = dealt(request.code); // kept: the hints that follow replay this deal
    return { ...none, deal: made.ok ? { faces: [...made.value.faces], plan: made.value.plan.map(([a, b]): [number, number] => [a, b]) } : null };
  }
  const game = replayGame(request.code, request.moves);
  if (!game.ok) return none;
  const position = game.value.position;
  if (request.kind === 'hint') {
    const result = hint(position, request.plan ?? game.value.plan);
    return { id: request.id, pair: result.pair, plan: result.plan, winnable: result.winnable };
  }
  const result = solve(position, { budget: SOLVE_BUDGET });
  const winnable = result.status === 'winnable' ? true : result.status === 'unwinnable' ? false : null;
  return { id: request.id, pair: null, plan: result.status === 'winnable' ? result.plan : null, winnable };
}
