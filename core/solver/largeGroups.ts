/**
 * Kinds of more than four tiles (layouts of more than 144 tiles draw a second
 * set): the search pairs each kind in one of three ways, which needs at most
 * four tiles a kind. Such a kind is split into smaller ones, four tiles each
 * (two when two are left over), pairing first the tiles a lead pairs, so a
 * plan found is a real one; but a split can rule out wins that cross it, so
 * "unwinnable" under a split is only "undecided".
 */

/** Groups of at most four present tiles each, and whether any group had to be split. */
export function splitLargeGroups(
  group: ArrayLike<number>,
  present: ArrayLike<boolean>,
  lead: readonly (readonly [number, number])[] | undefined,
): { group: ArrayLike<number>; split: boolean } {
  const members = new Map<number, number[]>();
  for (let s = 0; s < group.length; s++) {
    if (!present[s]) continue;
    const list = members.get(group[s]);
    if (list) list.push(s);
    else members.set(group[s], [s]);
  }
  const large = [...members.entries()].filter(([, list]) => list.length > 4);
  if (large.length === 0) return { group, split: false };
  const out = Array.from(group);
  let next = Math.max(...members.keys()) + 1;
  for (const [g, list] of large) {
    const unpaired = new Set(list);
    const pairs: [number, number][] = [];
    for (const [a, b] of lead ?? []) {
      if (a !== b && unpaired.has(a) && unpaired.has(b)) {
        pairs.push([a, b]);
        unpaired.delete(a);
        unpaired.delete(b);
      }
    }
    const rest = [...unpaired];
    for (let i = 0; i + 1 < rest.length; i += 2) pairs.push([rest[i], rest[i + 1]]);
    // An odd tile left (never from a real game) keeps its own group: the problem is then lost, as it is.
    if (rest.length % 2 === 1) out[rest[rest.length - 1]] = next++;
    for (let i = 0; i < pairs.length; i += 2) {
      const chunk = i === 0 ? g : next++;
      for (const s of [...pairs[i], ...(pairs[i + 1] ?? [])]) out[s] = chunk;
    }
  }
  return { group: out, split: true };
}
