/** Messages between the page and the solver worker. */
export type SolverRequest =
  | { id: number; kind: 'hint'; code: string; moves: [number, number][]; plan: [number, number][] | null }
  | { id: number; kind: 'solve'; code: string; moves: [number, number][] };

export interface SolverAnswer {
  id: number;
  pair: [number, number] | null;
  plan: [number, number][] | null;
  winnable: boolean | null;
}

/** A request before the client numbers it. */
export type SolverQuestion = SolverRequest extends infer R ? (R extends SolverRequest ? Omit<R, 'id'> : never) : never;
