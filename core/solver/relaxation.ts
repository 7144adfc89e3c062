/**
 * The relaxation test: a quick, exact proof that a node cannot be won. Groups
 * with a fixed pairing remove a pair when both tiles are free; groups still
 * open let a free tile go alone once a partner it may still be paired with is
 * free or gone. Removal only frees tiles, so the fixpoint does not depend on
 * the order; every real win is also a win here, so a failure rules the node out.
 */
import { PARTNER, type Problem } from './problem.ts';
import type { BoardState } from './state.ts';
import type { RunStart } from './runStart.ts';
import { copyWitness, NEVER, recordNeeds, type Witness } from './witness.ts';

/**
 * Per (mask, index in group): the partners, as bits by index in group, that
 * the options of the mask allow that tile.
 */
const ALLOWED = new Uint8Array(32);
for (let m = 0; m < 8; m++) {
  for (let i = 0; i < 4; i++) {
    for (let k = 0; k < 3; k++) if ((m & (1 << k)) !== 0) ALLOWED[m * 4 + i] |= 1 << PARTNER[k * 4 + i];
  }
}

/**
 * Per group, bits by index in group: its tiles present and free, and its
 * tiles gone. One run uses them at a time (runs never nest), so they are
 * shared and grown on demand.
 */
let groupFree = new Uint8Array(64);
let groupGone = new Uint8Array(64);

/**
 * Runs the relaxation of `node` with group `group`'s options replaced by `mask`
 * (group -1: none replaced) in `scratch`; true when every tile goes. When
 * `witness` is given it records the run. With `start`, the run begins where
 * the node's base run stood after its first removals (none of `group`'s):
 * more gone can only clear more, never less, so the answer is the same.
 */
export function relaxationClears(
  p: Problem,
  node: BoardState,
  scratch: BoardState,
  stack: Int16Array,
  group: number,
  mask: number,
  witness: Witness | null,
  start: RunStart | null = null,
): boolean {
  // Plain locals and one flat loop: this is where the solver spends its time.
  const { buf } = scratch;
  const { groupOf, groupTiles, indexInGroup, groupCount } = p;
  const { affectStart, affectSlot, affectCounter, size } = p.topology;
  const maskBase = size * 4;
  const c1 = size;
  const c2 = size * 2;
  const c3 = size * 3;
  if (groupFree.length < groupCount) {
    groupFree = new Uint8Array(groupCount);
    groupGone = new Uint8Array(groupCount);
  }
  const free = groupFree;
  const gone = groupGone;
  let rank = 0;
  let top = 0;
  if (start !== null) {
    // Start where the base run's first removals left the node: copied, not replayed (see RunStart).
    buf.set(start.board.buf);
    scratch.remaining = start.board.remaining;
    scratch.masks.set(node.masks);
    free.set(start.free);
    gone.set(start.gone);
    rank = start.length;
    if (witness) copyWitness(witness, start.witness);
    // Only free tiles go on the stack.
    for (let g = 0; g < groupCount; g++) for (let rest = free[g], base = g * 4, k = 0; rest !== 0; rest >>= 1, k++) if ((rest & 1) !== 0) stack[top++] = groupTiles[base + k];
  } else {
    scratch.copyFrom(node);
    free.fill(0, 0, groupCount);
    gone.fill(0, 0, groupCount);
    if (witness) {
      witness.rank.fill(-1);
      witness.firstNeeded.fill(NEVER);
    }
    // Only free tiles go on the stack; a tile is pushed again when it becomes
    // free, and with its free group-mates, who may have been waiting for it.
    for (let s = 0; s < size; s++) {
      const g = groupOf[s];
      if (g < 0) continue;
      if (buf[s] === 0) gone[g] |= 1 << indexInGroup[s];
      else if (buf[c1 + s] === 0 && (buf[c2 + s] === 0 || buf[c3 + s] === 0)) {
        free[g] |= 1 << indexInGroup[s];
        stack[top++] = s;
        if (witness) witness.freeAt[s] = 0;
      }
    }
  }
  if (group >= 0) scratch.masks[group] = mask;
  let remaining = scratch.remaining;
  // The upper half of `stack` holds tiles that could go alone but wait for a
  // free partner: taken last, so runs remove pairs together whenever they can
  // and vouch for more options (the fixpoint itself does not depend on order).
  const deferredBase = stack.length >> 1;
  let deferredTop = deferredBase;
  while (top > 0 || deferredTop > deferredBase) {
    const fromDeferred = top === 0;
    const s = fromDeferred ? stack[--deferredTop] : stack[--top];
    const g = groupOf[s];
    const i = indexInGroup[s];
    const f = free[g];
    // Present and free: tiles only ever become free, until they go.
    if (((f >> i) & 1) === 0) continue;
    const m = buf[maskBase + g];
    let q = -1;
    // The free partner an open tile leaned on: its freedom is a need of this removal too.
    let freePartner = -1;
    if ((m & (m - 1)) === 0) {
      // Fixed pairing: (m >> 1) maps the masks 1, 2, 4 to options 0, 1, 2.
      const j = PARTNER[(m >> 1) * 4 + i];
      // A partner already gone (only from a start: the base run may have let it go alone) lets it go alone too: this keeps the test monotone.
      if (((gone[g] >> j) & 1) === 0) {
        if (((f >> j) & 1) === 0) continue;
        q = groupTiles[g * 4 + j];
      }
    } else {
      const allowed = ALLOWED[m * 4 + i];
      const partnerGone = (allowed & gone[g]) !== 0;
      const freeAllowed = allowed & f;
      if (freeAllowed === 0) {
        if (!partnerGone) continue;
        if (!fromDeferred) {
          stack[deferredTop++] = s;
          continue;
        }
      } else if (witness && !partnerGone) {
        // The first option's partner that is free, as the witness records it.
        for (let k = 0; k < 3; k++) {
          const j = PARTNER[k * 4 + i];
          if ((m & (1 << k)) !== 0 && ((freeAllowed >> j) & 1) === 1) {
            freePartner = groupTiles[g * 4 + j];
            break;
          }
        }
      }
    }
    // Remove s, and q too for a fixed pair.
    for (let pass = 0; pass < 2; pass++) {
      const x = pass === 0 ? s : q;
      if (x < 0) break;
      const gx = groupOf[x];
      const bit = 1 << indexInGroup[x];
      buf[x] = 0;
      remaining--;
      free[gx] &= ~bit;
      gone[gx] |= bit;
      if (witness) {
        witness.rank[x] = rank;
        recordNeeds(p, witness, buf, x, rank);
        if (freePartner >= 0 && pass === 0) recordNeeds(p, witness, buf, freePartner, rank);
        rank++;
        witness.freeMates[x] = free[gx];
      }
      for (let j = affectStart[x], end = affectStart[x + 1]; j < end; j++) {
        if (--buf[affectCounter[j]] !== 0) continue;
        const u = affectSlot[j];
        if (buf[u] === 0 || buf[c1 + u] !== 0 || (buf[c2 + u] !== 0 && buf[c3 + u] !== 0)) continue;
        const gu = groupOf[u];
        const bu = 1 << indexInGroup[u];
        const fu = free[gu];
        // Already free: its freedom changed nothing.
        if ((fu & bu) !== 0) continue;
        free[gu] = fu | bu;
        if (witness) witness.freeAt[u] = rank;
        stack[top++] = u;
        // Its free group-mates may have been waiting for it.
        for (let rest = fu, base = gu * 4, k = 0; rest !== 0; rest >>= 1, k++) if ((rest & 1) !== 0) stack[top++] = groupTiles[base + k];
      }
    }
    if (q < 0) {
      // An open group's tile went alone: its free group-mates may now go.
      for (let rest = free[g], base = g * 4, k = 0; rest !== 0; rest >>= 1, k++) if ((rest & 1) !== 0) stack[top++] = groupTiles[base + k];
    }
  }
  scratch.remaining = remaining;
  return remaining === 0;
}
