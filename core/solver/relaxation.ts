/**
 * The relaxation test: a quick, exact proof that a node cannot be won. Groups
 * with a fixed pairing remove a pair when both tiles are free; groups still
 * open let a free tile go alone once a partner it may still be paired with is
 * free or gone. Removal only frees tiles, so the fixpoint does not depend on
 * the order; every real win is also a win here, so a failure rules the node out.
 */
import { PARTNER, type Problem } from './problem.ts';
import type { BoardState } from './state.ts';
import { NEVER, recordNeeds, type Prefix, type Witness } from './witness.ts';

/**
 * Runs the relaxation of `node` with group `group`'s options replaced by `mask`
 * (group -1: none replaced) in `scratch`; true when every tile goes. When
 * `witness` is given it records the run.
 */
export function relaxationClears(
  p: Problem,
  node: BoardState,
  scratch: BoardState,
  stack: Int16Array,
  group: number,
  mask: number,
  witness: Witness | null,
  prefix: Prefix | null = null,
): boolean {
  scratch.copyFrom(node);
  if (group >= 0) scratch.masks[group] = mask;
  // Plain locals and one flat loop: this is where the solver spends its time.
  const { buf } = scratch;
  const { groupOf, groupTiles, indexInGroup } = p;
  const { affectStart, affectSlot, affectCounter, size } = p.topology;
  const maskBase = size * 4;
  const c1 = size;
  const c2 = size * 2;
  const c3 = size * 3;
  let remaining = scratch.remaining;
  let rank = 0;
  let top = 0;
  // The upper half of `stack` holds tiles that could go alone but wait for a
  // free partner: taken last, so runs remove pairs together whenever they can
  // and vouch for more options (the fixpoint itself does not depend on order).
  if (witness) {
    witness.rank.fill(-1);
    witness.firstNeeded.fill(NEVER);
  }
  if (prefix) {
    // Replay the start of an earlier run, unchecked: more gone can only clear more, never less.
    const { order, length, from } = prefix;
    for (let r = 0; r < length; r++) {
      const x = order[r];
      buf[x] = 0;
      remaining--;
      for (let j = affectStart[x], end = affectStart[x + 1]; j < end; j++) buf[affectCounter[j]]--;
    }
    rank = length;
    if (witness) {
      for (let r = 0; r < length; r++) {
        const x = order[r];
        witness.rank[x] = r;
        witness.freeMates[x] = from.freeMates[x];
      }
      for (let x = 0; x < size; x++) if (from.firstNeeded[x] < length) witness.firstNeeded[x] = from.firstNeeded[x];
    }
  }
  const deferredBase = stack.length >> 1;
  let deferredTop = deferredBase;
  // Only free tiles go on the stack; a tile is pushed again when it becomes
  // free, and with its free group-mates, who may have been waiting for it.
  for (let s = 0; s < size; s++) {
    if (buf[s] === 1 && buf[c1 + s] === 0 && (buf[c2 + s] === 0 || buf[c3 + s] === 0)) stack[top++] = s;
  }
  while (top > 0 || deferredTop > deferredBase) {
    const fromDeferred = top === 0;
    const s = fromDeferred ? stack[--deferredTop] : stack[--top];
    if (buf[s] === 0 || buf[c1 + s] !== 0 || (buf[c2 + s] !== 0 && buf[c3 + s] !== 0)) continue;
    const g = groupOf[s];
    const m = buf[maskBase + g];
    const i = indexInGroup[s];
    let q = -1;
    // The free partner an open tile leaned on: its freedom is a need of this removal too.
    let freePartner = -1;
    let partnerGone = false;
    if ((m & (m - 1)) === 0) {
      // Fixed pairing: (m >> 1) maps the masks 1, 2, 4 to options 0, 1, 2.
      q = groupTiles[g * 4 + PARTNER[(m >> 1) * 4 + i]];
      // A partner already gone (only after an unchecked prefix) lets it go alone: this keeps the test monotone.
      if (buf[q] === 0) q = -1;
      else if (buf[c1 + q] !== 0 || (buf[c2 + q] !== 0 && buf[c3 + q] !== 0)) continue;
    } else {
      let partnerFree = false;
      for (let k = 0; k < 3; k++) {
        if ((m & (1 << k)) === 0) continue;
        const r = groupTiles[g * 4 + PARTNER[k * 4 + i]];
        if (buf[r] === 0) partnerGone = true;
        else if (!partnerFree && buf[c1 + r] === 0 && (buf[c2 + r] === 0 || buf[c3 + r] === 0)) {
          partnerFree = true;
          freePartner = r;
        }
      }
      if (!partnerFree) {
        if (!partnerGone) continue;
        if (!fromDeferred) {
          stack[deferredTop++] = s;
          continue;
        }
      }
    }
    // Remove s, and q too for a fixed pair.
    for (let pass = 0; pass < 2; pass++) {
      const x = pass === 0 ? s : q;
      if (x < 0) break;
      buf[x] = 0;
      remaining--;
      if (witness) {
        witness.rank[x] = rank;
        recordNeeds(p, witness, buf, x, rank);
        if (pass === 0 && q < 0 && !partnerGone && freePartner >= 0) recordNeeds(p, witness, buf, freePartner, rank);
        rank++;
        let free = 0;
        const base = groupOf[x] * 4;
        for (let k = 0; k < 4; k++) {
          const v = groupTiles[base + k];
          if (v >= 0 && v !== x && buf[v] === 1 && buf[c1 + v] === 0 && (buf[c2 + v] === 0 || buf[c3 + v] === 0)) free |= 1 << k;
        }
        witness.freeMates[x] = free;
      }
      for (let j = affectStart[x], end = affectStart[x + 1]; j < end; j++) {
        const counter = affectCounter[j];
        if (--buf[counter] !== 0) continue;
        const u = affectSlot[j];
        if (buf[u] === 0 || buf[c1 + u] !== 0 || (buf[c2 + u] !== 0 && buf[c3 + u] !== 0)) continue;
        stack[top++] = u;
        const base = groupOf[u] * 4;
        for (let k = 0; k < 4; k++) {
          const v = groupTiles[base + k];
          if (v >= 0 && v !== u && buf[v] === 1 && buf[c1 + v] === 0 && (buf[c2 + v] === 0 || buf[c3 + v] === 0)) stack[top++] = v;
        }
      }
    }
    if (q < 0) {
      // An open group's tile went alone: its free group-mates may now go.
      const base = g * 4;
      for (let k = 0; k < 4; k++) {
        const v = groupTiles[base + k];
        if (v >= 0 && buf[v] === 1 && buf[c1 + v] === 0 && (buf[c2 + v] === 0 || buf[c3 + v] === 0)) stack[top++] = v;
      }
    }
  }
  scratch.remaining = remaining;
  return remaining === 0;
}
