/**
 * Learnt nogoods: facts of the form "every node in which these tiles are all
 * present and each of these groups keeps only options among these is lost".
 * Such a fact holds of any node, wherever the search meets it, so a nogood
 * learnt in one subtree prunes nodes of another. The relaxation gives the
 * first ones (stuckCore.ts); a node's subtree, once dead, gives one made of
 * its children's (nodeTrail.ts), which is what the relaxation alone cannot
 * see again elsewhere.
 */
import type { Problem } from './problem.ts';
import type { BoardState } from './state.ts';

/** Every option allowed: a group the nogood puts no condition on. */
export const ANY = 0b111;

export interface Nogood {
  /** Bits over slots: the tiles that must be present. */
  readonly tiles: Uint32Array;
  /** Per group: the options its mask must stay within (ANY: no condition). */
  readonly allowed: Uint8Array;
}

export function emptyNogood(p: Problem): Nogood {
  return { tiles: new Uint32Array((p.topology.size + 31) >>> 5), allowed: new Uint8Array(p.groupCount).fill(ANY) };
}

export function copyNogood(n: Nogood): Nogood {
  return { tiles: n.tiles.slice(), allowed: n.allowed.slice() };
}

/** The nogood of a group left with no option: lost whatever else holds. */
export function emptiedGroup(p: Problem, g: number): Nogood {
  const n = emptyNogood(p);
  n.allowed[g] = 0;
  return n;
}

/**
 * The nogood that says only "this node is lost": its present tiles, and each
 * group that still has tiles kept to its options. Fewer options and more
 * tiles only take wins away (a group's present tiles are always whole pairs
 * of its options), so every node it matches is lost too.
 */
export function nodeNogood(p: Problem, st: BoardState): Nogood {
  const n = emptyNogood(p);
  for (let s = 0; s < st.size; s++) if (st.present[s] === 1) n.tiles[s >>> 5] |= 1 << (s & 31);
  for (let g = 0; g < p.groupCount; g++) {
    for (let i = 0; i < p.groupSize[g]; i++) {
      if (st.present[p.groupTiles[g * 4 + i]] === 1) {
        n.allowed[g] = st.masks[g];
        break;
      }
    }
  }
  return n;
}

/** Whether `st` has every tile of `n` present. */
function tilesPresent(n: Nogood, st: BoardState): boolean {
  const { tiles } = n;
  const { present } = st;
  for (let w = 0; w < tiles.length; w++) {
    for (let bits = tiles[w]; bits !== 0; bits &= bits - 1) {
      if (present[(w << 5) + (31 - Math.clz32(bits & -bits))] === 0) return false;
    }
  }
  return true;
}

/** Whether `n` holds at `st`: `st` is then lost. */
export function holdsAt(n: Nogood, st: BoardState): boolean {
  const { allowed } = n;
  for (let g = 0; g < allowed.length; g++) if ((st.masks[g] & ~allowed[g]) !== 0) return false;
  return tilesPresent(n, st);
}

/**
 * Resolution: `e` holds where group `g` keeps options of `e` only; `r` holds
 * where `g` is fixed to an option of `r`'s. Together they hold where `g` keeps
 * options of either, and the other groups meet both: each option of `g` then
 * leads to a node one of them rules out. Changes `e`.
 */
export function resolveOn(e: Nogood, r: Nogood, g: number): void {
  for (let w = 0; w < e.tiles.length; w++) e.tiles[w] |= r.tiles[w];
  const joined = e.allowed[g] | r.allowed[g];
  for (let h = 0; h < e.allowed.length; h++) e.allowed[h] &= r.allowed[h];
  e.allowed[g] = joined;
}

/**
 * Where an option of a node was ruled out: by what nogood, fixed to it, the
 * node would meet; or the board its failed run left, to find that nogood in
 * only if it is needed (most nodes are never lifted through).
 */
export interface Removal {
  readonly g: number;
  readonly k: number;
  reason: Nogood | null;
  stuck: Uint8Array | null;
}

/** Nogoods learnt in one solve, shared by its searches; the oldest go first once it is full. */
export class NogoodStore {
  private readonly kept: Nogood[] = [];
  /** Per kept nogood: the groups it puts a condition on. */
  private readonly groups: Int16Array[] = [];
  added = 0;
  /** Nodes and options the kept nogoods ruled out. */
  pruned = 0;
  /** Whether the last `apply` ruled out an option. */
  changed = false;

  constructor(private readonly capacity: number) {}

  /** The nogoods kept, oldest first. */
  get nogoods(): readonly Nogood[] {
    return this.kept;
  }

  add(n: Nogood): void {
    if (this.capacity <= 0) return;
    if (this.kept.length >= this.capacity) {
      this.kept.shift();
      this.groups.shift();
    }
    const groups: number[] = [];
    for (let g = 0; g < n.allowed.length; g++) if (n.allowed[g] !== ANY) groups.push(g);
    this.kept.push(n);
    this.groups.push(Int16Array.from(groups));
    this.added++;
  }

  /**
   * Applies the kept nogoods to `st`: the one that holds there (the node is
   * lost), or null. A nogood that would hold but for one group rules out that
   * group's options it allows (fixed to one, the node would be lost); each
   * goes to `removals`, with the nogood as its reason.
   */
  apply(st: BoardState, removals: Removal[] | null): Nogood | null {
    const { masks } = st;
    this.changed = false;
    for (let changed = true; changed; ) {
      changed = false;
      for (let i = this.kept.length - 1; i >= 0; i--) {
        const n = this.kept[i];
        const groups = this.groups[i];
        let off = -1;
        let offCount = 0;
        for (let j = 0; j < groups.length && offCount < 2; j++) {
          const g = groups[j];
          if ((masks[g] & ~n.allowed[g]) !== 0) {
            off = g;
            offCount++;
          }
        }
        if (offCount > 1) continue;
        if (offCount === 1 && (masks[off] & n.allowed[off]) === 0) continue;
        if (!tilesPresent(n, st)) continue;
        if (offCount === 0) {
          this.pruned++;
          return n;
        }
        const out = masks[off] & n.allowed[off];
        for (let k = 0; k < 3; k++) if ((out & (1 << k)) !== 0) removals?.push({ g: off, k, reason: n, stuck: null });
        masks[off] &= ~out;
        this.pruned++;
        changed = true;
        this.changed = true;
      }
    }
    return null;
  }
}
