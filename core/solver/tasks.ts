/** Runs solver requests with core/: in the worker, or in the page where there is no Worker (tests, dev server). */
import { hint } from '../hint';
import { customLayout, customLayoutId, lookupWith } from '../customLayout';
import { rememberDealing } from '../deal';
import { shapeId } from '../layoutFiles/shape';
import type { Layout } from '../layout';
import { copyPairs } from '../game';
import { newGameFromCode } from '../newGame';
import { validateShape } from '../layoutFiles/shape';
import { surveyLayout } from '../survey';
import { createDealing, type Dealing } from '../dealing';
import type { SolverAnswer, SolverRequest } from './protocol';
import { lastWinnable } from '../winnableBack';
import { winnableAfter, type KnownPosition } from '../winnableAfter';

const SOLVE_BUDGET = 200_000;

/**
 * The answers to solver requests, dealing with `dealing` (given by a page that runs the solver
 * in its own thread, so its deals are shared; the worker makes its own). This code bundles the
 * dealer anyway, so the dealing gets it here.
 */
export function createSolverTasks(dealing?: Dealing): (request: SolverRequest) => SolverAnswer {
  // The player's own layouts the page sent: the worker's dealing finds them here.
  const sent = new Map<string, Layout>();
  const own = dealing ?? createDealing({ dealer: newGameFromCode, layouts: lookupWith((id) => sent.get(id)) });
  own.useDealer(newGameFromCode);
  // The last position of a game whose verdict is known: the next check after a move mostly needs no solve.
  let known: (KnownPosition & { code: string }) | null = null;
  return (request) => {
    if (request.layout && !sent.has(request.layout.id)) {
      sent.set(request.layout.id, customLayout(request.layout.id, request.layout.slots, request.layout.id));
    }
    const none: SolverAnswer = { id: request.id, pair: null, plan: null, winnable: null };
    if (request.kind === 'survey') {
      const shape = validateShape(Array.isArray(request.slots) ? request.slots : []);
      const survey = shape.ok ? surveyLayout(shape.value) : null;
      // The layout's first deal here needs no survey of its own: this one says how it is dealt.
      if (shape.ok && survey) rememberDealing(customLayoutId(shapeId(shape.value)), survey.dealing);
      return { ...none, winnable: survey ? survey.dealable : null, survey };
    }
    if (request.kind === 'deal') {
      const made = own.replay(request.code, []); // kept: the hints that follow replay this deal
      if (!made.ok) return { ...none, deal: made.error.kind === 'deal' ? { refused: { kind: 'deal', message: made.error.message } } : null };
      return { ...none, deal: { faces: [...made.value.faces], plan: copyPairs(made.value.plan) } };
    }
    if (request.kind === 'winnableBack') {
      const start = own.replay(request.code, []);
      const back = start.ok ? lastWinnable(start.value, request.moves, SOLVE_BUDGET) : null;
      return { ...none, plan: back?.plan ?? null, winnable: back ? back.keep === request.moves.length : null, keep: back?.keep ?? null };
    }
    const game = own.replay(request.code, request.moves);
    if (!game.ok) return none;
    const position = game.value.position;
    if (request.kind === 'hint') {
      const result = hint(position, request.plan ?? game.value.plan);
      known = { code: request.code, moves: copyPairs(request.moves), winnable: result.winnable, plan: result.plan && copyPairs(result.plan) };
      return { id: request.id, pair: result.pair, plan: result.plan, winnable: result.winnable };
    }
    // Known for this game, or else the deal's own plan from its start.
    const before: KnownPosition = known?.code === request.code ? known : { moves: [], winnable: true, plan: game.value.plan };
    const result = winnableAfter(position, request.moves, before, SOLVE_BUDGET);
    // Copies: the answer goes to the page, which may change its arrays (a page without a worker shares them).
    known = { code: request.code, moves: result.moves, winnable: result.winnable, plan: result.plan && copyPairs(result.plan) };
    return { id: request.id, pair: null, plan: result.plan, winnable: result.winnable };
  };
}
