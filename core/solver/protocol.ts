/** Messages between the page and the solver worker. */
import type { CodeError } from '../code';
import type { Slot } from '../layout';
import type { Survey } from '../survey';

/** A player's own layout goes with each request for its codes: the worker has no storage of its own. */
export interface SentLayout {
  id: string;
  slots: { x: number; y: number; z: number }[];
}

export type SolverRequest = (
  | { id: number; kind: 'hint'; code: string; moves: [number, number][]; plan: [number, number][] | null }
  | { id: number; kind: 'solve'; code: string; moves: [number, number][] }
  | { id: number; kind: 'deal'; code: string }
  /** Undo to the last winnable position: how many of `moves` to keep (answered in `keep`, with a plan from there). */
  | { id: number; kind: 'winnableBack'; code: string; moves: [number, number][] }
  /** The fairness survey of a layout's 144 slots (a layout players bring). */
  | { id: number; kind: 'survey'; slots: Slot[] }
) & { layout?: SentLayout };

/** A code's deal, made in the worker: dealing may take seconds when a shuffle is hard to decide. */
export interface DealtFaces {
  faces: string[];
  plan: [number, number][];
}

export interface SolverAnswer {
  id: number;
  pair: [number, number] | null;
  plan: [number, number][] | null;
  winnable: boolean | null;
  /**
   * Only for a deal: null when the code is not one this release can deal; `refused` when its layout's board
   * cannot be dealt at all (the page does not try again in its own thread).
   */
  deal?: DealtFaces | { refused: CodeError } | null;
  /** Only for winnableBack: the moves to keep, null when unknown (a move or the code did not replay). */
  keep?: number | null;
  /** Only for a survey: null when the slots are not a valid board. `winnable` is then whether it can be dealt. */
  survey?: Survey | null;
}

/** A request before the client numbers it. */
export type SolverQuestion = SolverRequest extends infer R ? (R extends SolverRequest ? Omit<R, 'id'> : never) : never;

type Move = [number, number];

/** The page side of the solver. Answers come back as promises; stale ones are the caller's to drop. A failing worker rejects them. */
export interface SolverClient {
  hint(code: string, moves: Move[], plan: Move[] | null): Promise<SolverAnswer>;
  solve(code: string, moves: Move[]): Promise<SolverAnswer>;
  /** The latest point of the game from which it can still be won (`keep` moves), with a plan from there. */
  winnableBack(code: string, moves: Move[]): Promise<SolverAnswer>;
  /** Deals a code off the page's thread; absent where dealing runs in the page anyway. */
  deal?(code: string): Promise<SolverAnswer>;
  /** Surveys a layout (core/survey.ts) off the page's thread where there is a worker; a second or so. */
  survey?(slots: Slot[]): Promise<SolverAnswer>;
  dispose(): void;
}
