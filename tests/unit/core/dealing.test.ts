import { describe, expect, it, vi } from 'vitest';
import { newGameFromCode } from '../../../core/newGame';
import { createDealing, type Dealer } from '../../../core/dealing';
import type { DealtFaces } from '../../../core/solver/protocol';

const CODE = 'MJ1-L03-ABCDEFG';
const countingDealer = () => {
  const dealt: string[] = [];
  const dealer: Dealer = (code) => {
    dealt.push(code);
    return newGameFromCode(code);
  };
  return { dealer, dealt };
};
const facesOf = (code: string): DealtFaces => {
  const g = newGameFromCode(code);
  if (!g.ok) throw new Error(g.error.message);
  return { faces: [...g.value.faces], plan: g.value.plan.map(([a, b]): [number, number] => [a, b]) };
};

describe('a dealing service', () => {
  it('deals a code once and keeps it, under its canonical code whatever the spelling', async () => {
    const { dealer, dealt } = countingDealer();
    const dealing = createDealing({ dealer });
    const made = await dealing.deal(` ${CODE.toLowerCase()} `);
    expect(made.ok && made.value.code).toBe(CODE);
    expect(dealing.known(CODE)).toBe(made.ok ? made.value : null);
    expect(dealing.dealNow(CODE)).toEqual(made);
    expect(dealt).toHaveLength(1);
  });

  it('answers a code that is no code at once with its error, without loading a dealer', () => {
    const loadDealer = vi.fn(async () => newGameFromCode);
    const dealing = createDealing({ loadDealer });
    const made = dealing.dealNow('MJ1-L00-AAAA1BL');
    expect(made).toMatchObject({ ok: false, error: { kind: 'character' } });
    expect(loadDealer).not.toHaveBeenCalled();
    expect(dealing.dealNow(CODE)).toBeNull(); // a real code: dealing it needs the dealer
  });

  it('loads its dealer on demand, once, and deals here when there is no worker', async () => {
    const { dealer, dealt } = countingDealer();
    const loadDealer = vi.fn(async () => dealer);
    const dealing = createDealing({ loadDealer });
    expect(dealing.canDealHere).toBe(false);
    const [a, b] = await Promise.all([dealing.deal(CODE), dealing.deal('MJ1-L00-AAAAABL')]);
    expect(a.ok && b.ok).toBe(true);
    expect(loadDealer).toHaveBeenCalledTimes(1);
    expect(dealing.canDealHere).toBe(true);
    expect(dealing.dealNow('MJ1-L01-AAAAAAA')?.ok).toBe(true); // now at once
    expect(dealt).toHaveLength(3);
  });

  it('deals in the worker where there is one, and here when the worker fails or answers nonsense', async () => {
    const { dealer, dealt } = countingDealer();
    let worker: ((code: string) => Promise<DealtFaces | null>) | null = async (code) => facesOf(code);
    const dealing = createDealing({ loadDealer: async () => dealer, offThread: () => worker });
    const made = await dealing.deal(CODE);
    expect(made.ok && made.value.faces).toEqual(facesOf(CODE).faces);
    expect(dealt).toEqual([]);
    worker = async () => ({ faces: ['XX'], plan: [] });
    expect((await dealing.deal('MJ1-L00-AAAAABL')).ok).toBe(true);
    worker = () => Promise.reject(new Error('worker failed'));
    expect((await dealing.deal('MJ1-L01-AAAAAAA')).ok).toBe(true);
    expect(dealt).toEqual(['MJ1-L00-AAAAABL', 'MJ1-L01-AAAAAAA']);
    // With a worker, a loaded dealer is still not used on the page's thread for a new code.
    worker = async (code) => facesOf(code);
    expect(dealing.dealNow('MJ1-L02-AAAAAAA')).toBeNull();
  });

  it('keeps the most recently used deals, up to its limit', async () => {
    const { dealer, dealt } = countingDealer();
    const dealing = createDealing({ dealer, keep: 2 });
    const codes = ['MJ1-L00-AAAAAAA', 'MJ1-L00-AAAAAAB', 'MJ1-L00-AAAAAAC'];
    await dealing.deal(codes[0]);
    await dealing.deal(codes[1]);
    dealing.known(codes[0]); // used again: kept over codes[1]
    await dealing.deal(codes[2]);
    expect(dealing.known(codes[0])).not.toBeNull();
    expect(dealing.known(codes[1])).toBeNull();
    expect(dealt).toHaveLength(3);
  });

  it('replays moves on a kept deal and refuses an illegal one', async () => {
    const dealing = createDealing({ dealer: newGameFromCode });
    const made = await dealing.deal(CODE);
    if (!made.ok) throw new Error('not dealt');
    const [first, second] = made.value.plan;
    expect(dealing.replay(CODE, [first, second])).toMatchObject({ ok: true, value: { moves: [first, second] } });
    expect(dealing.replay(CODE, [first, first]).ok).toBe(false);
  });

  it('two instances share nothing', async () => {
    const one = createDealing({ dealer: newGameFromCode });
    const other = createDealing({ loadDealer: async () => newGameFromCode });
    await one.deal(CODE);
    expect(other.known(CODE)).toBeNull();
    expect(other.canDealHere).toBe(false);
  });
});
