/**
 * Show me how: the rest of a winning plan played on the board, pair by pair at a readable pace
 * (each pair outlined, then removed), with pause, step and stop. Every pair is played by the
 * rules like a tap would (refused if it were not legal, which ends the demonstration). A game
 * it plays pairs of is marked assisted. A position that cannot be won is marked lost instead.
 */
import type { Ref } from 'vue';
import type { SolverClient } from '../../solver/client';
import { sameCopy } from '../../storage/savedGame';
import type { Shown } from '../session/shown';

import type { Pair } from '@/core/position';

/** How long a pair stays outlined before it goes, and the pause before the next one. */
export const DEMO_PACE = Object.freeze({ outlineMs: 700, gapMs: 350 });

/** `asking`: the plan is being worked out; `running` and `paused` while pairs are shown. */
export type DemoState = 'off' | 'asking' | 'running' | 'paused';

export interface DemoInputs {
  /** The store's state of the demonstration (the board shows it before this driver has loaded). */
  state: Ref<DemoState>;
  solver: SolverClient;
  hinted: Ref<Pair | null>;
  canStart: () => boolean;
  markLost(): void;
}

export type ShowMeHow = ReturnType<typeof showMeHow>;

export function showMeHow({ saved, status, act, play }: Shown, { state, solver, hinted, canStart, markLost }: DemoInputs) {
  let plan: Pair[] = [];
  let outlined = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let run = 0;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    clear();
    timer = setTimeout(tick, ms);
  };

  function stop(): void {
    run++;
    clear();
    if (outlined) hinted.value = null;
    outlined = false;
    plan = [];
    state.value = 'off';
  }

  /** One half-step: outline the next pair, or remove the pair outlined. */
  function advance(): void {
    if (!outlined) {
      hinted.value = plan[0];
      outlined = true;
      return;
    }
    const pair = plan.shift()!;
    outlined = false;
    if (!saved.value.assisted) act({ kind: 'assisted' });
    if (!play([pair]) || status.value !== 'playing' || plan.length === 0) stop();
  }

  function tick(): void {
    timer = null;
    if (state.value !== 'running') return;
    // The game was paused (the page hidden): so is the demonstration.
    if (status.value !== 'playing') return void (state.value = 'paused');
    advance();
    if (state.value === 'running') schedule(outlined ? DEMO_PACE.outlineMs : DEMO_PACE.gapMs);
  }

  function start(): void {
    if (state.value !== 'off' || !canStart()) return;
    const asked = saved.value;
    const mine = ++run;
    state.value = 'asking';
    void solver.hint(asked.code, asked.moves, null).then((answer) => {
      if (mine !== run) return;
      if (!sameCopy(saved.value, asked) || !answer.plan?.length) {
        if (answer.winnable === false && sameCopy(saved.value, asked)) markLost();
        return stop();
      }
      plan = answer.plan;
      state.value = 'running';
      schedule(0);
    }, () => mine === run && stop());
  }

  return {
    state,
    /** Starts, or stops a demonstration under way (the same button). */
    toggle(): void {
      if (state.value === 'off') start();
      else stop();
    },
    start,
    stop,
    pause(): void {
      if (state.value !== 'running') return;
      clear();
      state.value = 'paused';
    },
    resume(): void {
      if (state.value !== 'paused' || status.value !== 'playing') return;
      state.value = 'running';
      schedule(DEMO_PACE.gapMs);
    },
    /** Paused: the next pair, outlined and removed at once. */
    step(): void {
      if (state.value !== 'paused' && state.value !== 'running') return;
      clear();
      state.value = 'paused';
      if (status.value !== 'playing') return;
      if (!outlined) advance();
      if (state.value === 'paused' && outlined) advance();
    },
  };
}
