import { describe, expect, it } from 'vitest';
import { newGameFromCode } from '@/core/newGame';
import type { Game } from '@/core/game';
import { createDealing } from '@/core/dealing';
import { createDealQueue } from '@/stores/game/dealQueue';
import type { DealtFaces } from '@/core/solver/protocol';

const FIRST = 'MJ1-L00-AAAAABL';
const SECOND = 'MJ1-L00-AAAAAAB';
const THIRD = 'MJ1-L01-AAAAAAC';
/** Every board here can be dealt: nothing is refused (tests/unit/stores/game/dealRefused.test.ts has those). */
const quiet = (code: string) => expect.unreachable(`${code} was refused`);

function dealOf(code: string): Game {
  const made = newGameFromCode(code);
  if (!made.ok) throw new Error(`${code} does not deal`);
  return made.value;
}

/** Deals the real boards off the page's thread, each answered only when the test says. */
function workerDealing() {
  const asked = new Map<string, (deal: DealtFaces | null) => void>();
  const dealing = createDealing({
    offThread: () => (code) => new Promise((resolve) => asked.set(code, resolve)),
  });
  return {
    dealing,
    asked: () => [...asked.keys()],
    /** The worker answers `code` with its deal; the queue hears of it once the promises settle. */
    async answer(code: string): Promise<void> {
      const reply = asked.get(code);
      if (!reply) throw new Error(`${code} was not asked`);
      asked.delete(code);
      const g = dealOf(code);
      reply({ faces: [...g.faces], plan: g.plan.map(([a, b]): [number, number] => [a, b]) });
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('deal queue', () => {
  it('waits until the stored game is read, then runs what waited in the order asked', () => {
    const { dealing } = workerDealing();
    dealing.remember(dealOf(FIRST));
    const queue = createDealQueue(dealing, quiet);
    const ran: string[] = [];
    queue.whenLoaded(() => ran.push('first'));
    queue.withDeal(FIRST, (g) => ran.push(`dealt ${g.code}`));
    queue.whenLoaded(() => ran.push('last'));
    expect(ran).toEqual([]);
    expect(queue.busy.value).toBe(false);
    queue.loaded();
    expect(ran).toEqual(['first', `dealt ${FIRST}`, 'last']);
    queue.whenLoaded(() => ran.push('after loading'));
    expect(ran).toEqual(['first', `dealt ${FIRST}`, 'last', 'after loading']);
  });

  it('runs at once with a deal kept already, without being busy', () => {
    const { dealing, asked } = workerDealing();
    dealing.remember(dealOf(FIRST));
    const queue = createDealQueue(dealing, quiet);
    queue.loaded();
    const codes: string[] = [];
    queue.withDeal(FIRST, (g) => codes.push(g.code));
    expect(codes).toEqual([FIRST]);
    expect(queue.busy.value).toBe(false);
    expect(asked()).toEqual([]);
  });

  it('a code that is no code runs nothing and deals nothing: it is refused', () => {
    const { dealing, asked } = workerDealing();
    const refused: string[] = [];
    const queue = createDealQueue(dealing, (code) => refused.push(code));
    queue.loaded();
    const codes: string[] = [];
    queue.withDeal('MJ1-L00-AAAAAA1', (g) => codes.push(g.code));
    expect(codes).toEqual([]);
    expect(refused).toEqual(['MJ1-L00-AAAAAA1']);
    expect(queue.busy.value).toBe(false);
    expect(asked()).toEqual([]);
  });

  it('is busy while a board is dealt off the thread, and no longer once it came', async () => {
    const worker = workerDealing();
    const queue = createDealQueue(worker.dealing, quiet);
    queue.loaded();
    const codes: string[] = [];
    queue.withDeal(FIRST, (g) => codes.push(g.code));
    expect(queue.busy.value).toBe(true);
    expect(codes).toEqual([]);
    expect(worker.asked()).toEqual([FIRST]);
    await worker.answer(FIRST);
    expect(queue.busy.value).toBe(false);
    expect(codes).toEqual([FIRST]);
  });

  it('starts only the newest board asked when it comes back first, and drops the older one', async () => {
    const worker = workerDealing();
    const queue = createDealQueue(worker.dealing, quiet);
    queue.loaded();
    const codes: string[] = [];
    queue.withDeal(FIRST, (g) => codes.push(g.code));
    queue.withDeal(SECOND, (g) => codes.push(g.code));
    await worker.answer(SECOND);
    expect(codes).toEqual([SECOND]);
    expect(queue.busy.value).toBe(false);
    await worker.answer(FIRST);
    expect(codes).toEqual([SECOND]);
    expect(queue.busy.value).toBe(false);
  });

  it('starts only the newest board asked when an older one comes back first, staying busy until it does', async () => {
    const worker = workerDealing();
    const queue = createDealQueue(worker.dealing, quiet);
    queue.loaded();
    const codes: string[] = [];
    queue.withDeal(FIRST, (g) => codes.push(g.code));
    queue.withDeal(SECOND, (g) => codes.push(g.code));
    queue.withDeal(THIRD, (g) => codes.push(g.code));
    await worker.answer(FIRST);
    await worker.answer(SECOND);
    expect(codes).toEqual([]);
    expect(queue.busy.value).toBe(true);
    await worker.answer(THIRD);
    expect(codes).toEqual([THIRD]);
    expect(queue.busy.value).toBe(false);
  });

  it('a board to be had at once, asked while another is dealt, wins over it', async () => {
    const worker = workerDealing();
    worker.dealing.remember(dealOf(SECOND));
    const queue = createDealQueue(worker.dealing, quiet);
    queue.loaded();
    const codes: string[] = [];
    queue.withDeal(FIRST, (g) => codes.push(g.code));
    queue.withDeal(SECOND, (g) => codes.push(g.code));
    expect(codes).toEqual([SECOND]);
    expect(queue.busy.value).toBe(false);
    await worker.answer(FIRST);
    expect(codes).toEqual([SECOND]);
  });

  it('after dealing: at once when idle, else right after the newest board asked is started', async () => {
    const worker = workerDealing();
    const queue = createDealQueue(worker.dealing, quiet);
    queue.loaded();
    const ran: string[] = [];
    queue.afterDealing(() => ran.push('idle'));
    expect(ran).toEqual(['idle']);

    queue.withDeal(FIRST, (g) => ran.push(g.code));
    queue.withDeal(SECOND, (g) => ran.push(g.code));
    queue.afterDealing(() => ran.push(`after, busy ${queue.busy.value}`));
    await worker.answer(FIRST);
    expect(ran).toEqual(['idle']);
    await worker.answer(SECOND);
    expect(ran).toEqual(['idle', SECOND, 'after, busy false']);
    queue.withDeal(THIRD, (g) => ran.push(g.code));
    await worker.answer(THIRD);
    expect(ran).toEqual(['idle', SECOND, 'after, busy false', THIRD]);
  });
});
