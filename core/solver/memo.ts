/**
 * The memo of dead nodes. A node is known by its present tiles and the fixed
 * pairing of each group that still has all four tiles (with two left, the
 * present tiles say it all). A group whose options were only narrowed counts
 * as open: the ruled-out options cannot win anyway, so both nodes are equally
 * dead.
 *
 * A node is dead when a dead node with the same tiles fixed no more than it
 * does, and nothing differently: fixing more only takes ways to win away. So
 * a search that fixes the same groups in another order, or fixes more before
 * it gets there, finds its node dead without searching it again.
 */
import { isSingle, onlyOption, type Problem } from './problem.ts';
import type { BoardState } from './state.ts';

/** A node as the memo knows it: its present tiles, and per group 2 bits (0: open, else the fixed option + 1). */
export interface DeadKey {
  readonly present: string;
  readonly fixed: Int32Array;
}

/** Fixed pairings per 32-bit word: 16 groups of 2 bits. */
const GROUPS_PER_WORD = 16;

export function deadKey(p: Problem, st: BoardState): DeadKey {
  const codes: number[] = [];
  for (let s = 0; s < st.size; s += 16) {
    let chunk = 0;
    for (let i = 0; i < 16 && s + i < st.size; i++) chunk |= st.present[s + i] << i;
    codes.push(chunk);
  }
  const fixed = new Int32Array(Math.ceil(st.masks.length / GROUPS_PER_WORD));
  for (let g = 0; g < st.masks.length; g++) {
    const m = st.masks[g];
    const whole = p.groupSize[g] === 4 && st.present[p.groupTiles[g * 4]] === 1 && st.present[p.groupTiles[g * 4 + 1]] === 1;
    if (whole && isSingle(m)) fixed[g >> 4] |= (onlyOption(m) + 1) << ((g & 15) * 2);
  }
  return { present: String.fromCharCode(...codes), fixed };
}

/** Whether every group `dead` fixes is fixed the same way in `node`. */
function fixesNoMore(dead: Int32Array, node: Int32Array): boolean {
  for (let i = 0; i < dead.length; i++) {
    const d = dead[i];
    // The 2-bit fields `dead` has set, as a mask.
    const set = (d | (d >>> 1)) & 0x55555555;
    if (((d ^ node[i]) & (set | (set << 1))) !== 0) return false;
  }
  return true;
}

/** The dead-node memo, bounded so a long search cannot exhaust memory. */
export class DeadMemo {
  /** Per present-tile set: the fixed pairings of the dead nodes with those tiles. */
  private readonly nodes = new Map<string, Int32Array[]>();
  private size = 0;

  constructor(
    private readonly capacity = 1 << 20,
    /** Dead nodes kept per set of present tiles: a lookup compares against each. */
    private readonly perTiles = 32,
  ) {}

  /** Whether `key`'s node is dead: some dead node with its tiles fixes no more than it does. */
  has(key: DeadKey): boolean {
    const list = this.nodes.get(key.present);
    if (list === undefined) return false;
    for (const dead of list) if (fixesNoMore(dead, key.fixed)) return true;
    return false;
  }

  add(key: DeadKey): void {
    // Forgetting is always sound: a forgotten node is merely searched again.
    if (this.size >= this.capacity) {
      this.nodes.clear();
      this.size = 0;
    }
    let list = this.nodes.get(key.present);
    if (list === undefined) {
      list = [];
      this.nodes.set(key.present, list);
    }
    if (list.length >= this.perTiles) {
      list.shift();
      this.size--;
    }
    list.push(key.fixed);
    this.size++;
  }
}
