import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { encodeChallenge } from '@/core/challenge';
import { newGameFromCode } from '@/core/newGame';
import { RACE_KEY, RESULTS_KEY, useRaceStore } from '@/stores/race';
import { challengeCode, storedWin } from '@/stores/race/make';
import { recordLineTimes } from '@/stores/race/lineTimes';
import { ghostOf, readChallenge } from '@/core/challenge';
import { customLayoutId } from '@/core/customLayout';
import { encodeShape, shapeId } from '@/core/layoutFiles';
import { readRace, readResults } from '@/core/challenge/races';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { machine, openPage, twoMachines, type Page } from '../machine';
import { memoryArea, type StorageArea, type StorageChanges } from '@/stores/storage/area';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';
const OTHER = 'MJ1-L01-AAAAAAC';

/** A friend's challenge: this deal won by its plan, a pair every `step` ms, with `hints`. */
function challenge(step: number, hints = 0, name = 'Ada'): { text: string; ms: number } {
  const made = newGameFromCode(CODE);
  if (!made.ok) throw new Error('no deal');
  const times = made.value.plan.map((_, i) => (i + 1) * step);
  const ms = times[times.length - 1];
  const text = encodeChallenge({ code: CODE, ms, hints, name, line: made.value.plan, times }, made.value.start);
  if (!text.ok) throw new Error('not encoded');
  return { text: `Race me! ${text.value} good luck`, ms };
}

async function setUp() {
  const clock = virtualClock(NOW);
  const m = machine(clock);
  const page = await m.open();
  expect(page.game.startCode(OTHER).ok).toBe(true);
  await clock.advance(0);
  const race = useRaceStore(page.pinia);
  await race.init();
  return { clock, m, page, race };
}

/** Plays the deal shown to its win by its plan, `step` ms a pair. */
async function playPlan(page: Page, clock: ReturnType<typeof virtualClock>, step: number) {
  const made = newGameFromCode(page.game.code);
  if (!made.ok) throw new Error('no deal');
  for (const [a, b] of made.value.plan) {
    page.game.tap(a);
    await clock.advance(step);
    page.game.tap(b);
  }
  await nextTick();
  await clock.advance(0);
}

describe('a race against a challenge', () => {
  it('deals the challenge, runs the ghost on the game clock, and ends with the result, kept', async () => {
    const { clock, m, page, race } = await setUp();
    const { text, ms } = challenge(3_000);
    expect((await race.take(text)).ok).toBe(true);
    await clock.advance(0);
    await nextTick();
    expect(page.game.code).toBe(CODE);
    expect(race.running).toBe(true);
    expect(race.race).toMatchObject({ name: 'Ada', ms, hints: 0, gameId: page.game.gameId });
    await clock.advance(0);
    expect(race.ghost?.times).toHaveLength(72);
    expect(race.rivalPairs(0, 6_000)).toHaveLength(2);
    expect(race.rivalTilesLeft(0)).toBe(144);
    expect(race.rivalTilesLeft(30_000)).toBe(144 - 20);
    expect(race.rivalTilesLeft(ms)).toBe(0);
    // Kept for every tab of the browser.
    expect(readRace(m.local.data.get(RACE_KEY))?.gameId).toBe(page.game.gameId);

    await playPlan(page, clock, 2_000); // 72 pairs, 2 s each: faster than 3 s each
    expect(page.game.status).toBe('won');
    expect(race.lastResult).toMatchObject({ outcome: 'won', rival: 'Ada', theirMs: ms, code: CODE });
    expect(race.lastResult!.theirMs - race.lastResult!.yourMs).toBeGreaterThan(60_000);
    expect(race.race).toBeNull();
    expect(m.local.data.has(RACE_KEY)).toBe(false);
    expect(readResults(m.local.data.get(RESULTS_KEY))).toHaveLength(1);
  });

  it("keeps running when storage reports the page's own earlier writes of the race after its later ones", async () => {
    // Storage that reports each change only when told, as a browser reports it a moment later.
    const area = memoryArea();
    const late: (() => void)[] = [];
    const local: StorageArea = { ...area, onChanged: (listener) => area.onChanged((changes: StorageChanges) => void late.push(() => listener(changes))) };
    const clock = virtualClock(NOW);
    const page = openPage({ local, sync: memoryArea() }, clock);
    await Promise.all([page.game.init(), page.progress.init()]);
    expect(page.game.startCode(OTHER).ok).toBe(true);
    await clock.advance(0);
    const race = useRaceStore(page.pinia);
    await race.init();
    expect((await race.take(challenge(3_000).text)).ok).toBe(true);
    await clock.advance(0);
    await nextTick();
    expect(race.running).toBe(true);
    // The race was written twice: taken, then bound to the game dealt. Each report comes now, oldest first.
    const reports = late.splice(0);
    expect(reports.length).toBeGreaterThanOrEqual(2);
    for (const report of reports) {
      report();
      expect(race.running).toBe(true);
      expect(race.race?.name).toBe('Ada');
    }
  });

  it('is lost to a faster rival, their hints counted as the leaderboard counts them', async () => {
    const { clock, page, race } = await setUp();
    // 1 s a pair but 10 hints (+300 s): slower than 2 s a pair with none.
    expect((await race.take(challenge(1_000, 10).text)).ok).toBe(true);
    await clock.advance(0);
    await nextTick();
    await playPlan(page, clock, 2_000);
    expect(race.lastResult?.outcome).toBe('won');
    expect((await race.take(challenge(1_000, 0, '').text)).ok).toBe(true);
    await clock.advance(0);
    await nextTick();
    await playPlan(page, clock, 2_000);
    expect(race.lastResult).toMatchObject({ outcome: 'lost', rival: '' });
  });

  it('refuses a damaged challenge and leaves the game shown alone', async () => {
    const { clock, page, race } = await setUp();
    const before = page.game.gameId;
    const { text } = challenge(3_000);
    const code = text.split(' ')[2];
    const damaged = text.replace(code, code.slice(0, 20) + (code[20] === 'A' ? 'B' : 'A') + code.slice(21));
    const taken = await race.take(damaged);
    expect(taken.ok).toBe(false);
    await clock.advance(0);
    expect(page.game.gameId).toBe(before);
    expect(page.game.code).toBe(OTHER);
    expect(race.race).toBeNull();
  });

  it('deals the game without the ghost when only the line is damaged', async () => {
    const { clock, page, race } = await setUp();
    const { text } = challenge(3_000);
    const code = text.split(' ')[2];
    const at = code.length - 3; // in the line
    const damaged = text.replace(code, code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1));
    expect((await race.take(damaged)).ok).toBe(true);
    await clock.advance(0);
    await nextTick();
    await clock.advance(0);
    expect(page.game.code).toBe(CODE);
    expect(race.running).toBe(true);
    expect(race.ghost).toBeNull();
    expect(race.rivalTilesLeft(10_000)).toBeNull();
  });

  it('ends when another game takes its place', async () => {
    const { clock, page, race } = await setUp();
    expect((await race.take(challenge(3_000).text)).ok).toBe(true);
    await clock.advance(0);
    await nextTick();
    expect(race.running).toBe(true);
    page.game.startCode(OTHER);
    await clock.advance(0);
    await nextTick();
    expect(race.race).toBeNull();
    expect(race.running).toBe(false);
  });

  it('makes a challenge of the win shown: its line, the time of each pair taken here, and the name', async () => {
    const { clock, m, page } = await setUp();
    page.game.startCode(CODE);
    await clock.advance(0);
    const stop = recordLineTimes(m.local, page.game);
    await playPlan(page, clock, 1_500);
    stop();
    const won = await storedWin(page.services);
    expect(won).toMatchObject({ id: page.game.gameId, code: CODE });
    expect(won!.moves).toHaveLength(72);
    const ms = page.game.elapsedMs();
    const text = await challengeCode(page.services, { ...won!, ms, hints: 0 }, 'Ada');
    const header = readChallenge(text!);
    if (!header.ok) throw new Error('not read');
    expect(header.value).toMatchObject({ code: CODE, name: 'Ada', hints: 0 });
    const made = newGameFromCode(CODE);
    const ghost = made.ok ? ghostOf(header.value, made.value.start) : null;
    if (!ghost?.ok) throw new Error('no ghost');
    // Each pair about 1.5 s after the one before (the page's clock is trusted a heartbeat at a time), the
    // last at the finishing time, or a step after the one before where the clock ran short.
    const times = ghost.value.times;
    times.forEach((t, i) => expect(Math.abs(t - (i + 1) * 1_500)).toBeLessThanOrEqual(2_000));
    expect(header.value.ms).toBe(Math.max(Math.round(ms / 100) * 100, times[71]));
  });

  it("follows the player: a race run on one machine is listed on the other, each once", async () => {
    const { clock, a, b, sync } = twoMachines(virtualClock(NOW));
    const pageA = await a.open();
    const raceA = useRaceStore(pageA.pinia);
    await raceA.loadResults();
    expect((await raceA.take(challenge(3_000).text)).ok).toBe(true);
    await clock.advance(0);
    await nextTick();
    await playPlan(pageA, clock, 2_000);
    expect(raceA.results).toHaveLength(1);
    await sync(a, b);
    const pageB = await b.open();
    const raceB = useRaceStore(pageB.pinia);
    await raceB.loadResults();
    expect(raceB.results).toEqual(raceA.results);
    // Seen again from sync on A (its own item), it is still one race.
    await sync(a, b);
    expect(raceA.results).toHaveLength(1);
  });

  it("keeps a challenge on a friend's own layout and asks for the layout first: its share link, then the race", async () => {
    const { clock, page, race } = await setUp();
    const base = newGameFromCode('MJ1-L05-AAAAAAB');
    if (!base.ok) throw new Error('no deal');
    const id = customLayoutId(shapeId(base.value.layout.slots));
    const custom = newGameFromCode(`MJ1-${id}-AAAAAAB`, (lid) => (lid === id ? { ...base.value.layout, id } : undefined));
    if (!custom.ok) throw new Error(custom.error.message);
    const shape = encodeShape(base.value.layout.slots);
    const times = custom.value.plan.map((_, i) => (i + 1) * 2_000);
    const text = encodeChallenge({ code: custom.value.code, shape, ms: times[times.length - 1], hints: 0, name: 'Mira', line: custom.value.plan, times }, custom.value.start);
    if (!text.ok) throw new Error('not encoded');
    const before = page.game.gameId;
    const taken = await race.take(text.value);
    if (!taken.ok) throw new Error('refused');
    const link = new URLSearchParams(taken.value.share);
    expect(link.get('layout')).toBe(shape);
    expect(link.get('game')).toBe(custom.value.code);
    expect(link.get('by')).toBe('Mira');
    await clock.advance(0);
    expect(page.game.gameId).toBe(before); // nothing dealt until the layout is added
    expect(race.race).toMatchObject({ code: custom.value.code, gameId: null });
  });
});
