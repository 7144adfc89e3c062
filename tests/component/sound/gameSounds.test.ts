/**
 * Which sound follows which moment of the game, on the page shell over real stores: played through a
 * recording player (gameSounds.ts), and through the page's own hook with a fake AudioContext
 * (listenSound.ts, loaded by the page): none while sound is off, none before a gesture.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import { replay } from '@/core/newGame';
import { isFree, isPresent, type Position } from '@/core/position';
import { playGameSounds, VOLUMES } from '@/components/sound/gameSounds';
import type { SoundPlayer } from '@/components/sound/soundPlayer';
import type { SoundName } from '@/components/sound/sounds';
import { freshPageEach, mountShell, settle } from '../shell/mountShell';
import { fakeAudio, FakeAudioContext, restoreVisibility, setHidden } from './fakeAudio';

const CODE = 'MJ1-L00-AAAAABL';
const start = replay(CODE, []);
if (!start.ok) throw new Error('bad code');
const plan = start.value.plan;

const blockedSlot = (p: Position) => p.groups.findIndex((_, slot) => isPresent(p, slot) && !isFree(p, slot));

/** A player that notes what it is asked to play. */
function recorder() {
  const played: SoundName[] = [];
  const volumes: number[] = [];
  let closed = false;
  const makePlayer = (volume: number): SoundPlayer => {
    volumes.push(volume);
    return { play: (name) => void played.push(name), setVolume: (v) => void volumes.push(v), close: () => void (closed = true) };
  };
  return { played, volumes, makePlayer, closed: () => closed };
}

describe('the game’s sounds', () => {
  freshPageEach(`/newtab.html#game=${CODE}`);
  beforeEach(() => {
    fakeAudio();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreVisibility();
  });

  it('a tap selects, a pair goes, a blocked tile refuses, a hint, an undo, a restart and the win each have theirs', async () => {
    const { game, settings, wrapper } = await mountShell();
    await settle();
    const rec = recorder();
    const stop = playGameSounds(game, settings, { makePlayer: rec.makePlayer });
    const heard = async () => {
      await flushPromises();
      return rec.played.splice(0);
    };

    const [[a, b], [c, d]] = plan;
    game.tap(a);
    expect(await heard()).toEqual(['select']);
    game.tap(a); // put down again
    expect(await heard()).toEqual(['select']);
    game.tap(blockedSlot(game.position));
    expect(await heard()).toEqual(['refused']);
    game.tap(a);
    expect(await heard()).toEqual(['select']);
    game.tap(b);
    // The pair's sound, not a tap's.
    expect(await heard()).toEqual(['pair']);
    game.hint();
    await vi.waitFor(() => expect(game.hinted).not.toBeNull());
    expect(await heard()).toEqual(['hint']);
    game.undo();
    expect(await heard()).toEqual(['undo']);
    // Nothing to undo: nothing is heard.
    game.undo();
    expect(await heard()).toEqual([]);
    game.tap(a);
    game.tap(b);
    game.tap(c);
    game.tap(d);
    await flushPromises();
    rec.played.length = 0;
    game.restart();
    expect(await heard()).toEqual(['undo']);

    for (const [x, y] of plan) {
      game.tap(x);
      game.tap(y);
    }
    expect(game.status).toBe('won');
    // The last pair, and the win (its chime starts a moment later).
    expect((await heard()).sort()).toEqual(['pair', 'win']);
    stop();
    expect(rec.closed()).toBe(true);
    wrapper.unmount();
  });

  it('plays at the volume chosen, and follows a change of it', async () => {
    const { game, settings, wrapper } = await mountShell();
    settings.update({ volume: 'medium' });
    const rec = recorder();
    const stop = playGameSounds(game, settings, { makePlayer: rec.makePlayer });
    expect(rec.volumes).toEqual([VOLUMES.medium]);
    settings.update({ volume: 'loud' });
    await flushPromises();
    expect(rec.volumes).toEqual([VOLUMES.medium, VOLUMES.loud]);
    expect(VOLUMES.soft).toBeLessThan(VOLUMES.medium);
    expect(VOLUMES.medium).toBeLessThan(VOLUMES.loud);
    stop();
    // Stopped, it hears nothing more.
    game.tap(plan[0][0]);
    await flushPromises();
    expect(rec.played).toEqual([]);
    wrapper.unmount();
  });

  it('on the page: off by default, no audio context at all; turned on, sounds follow the first gesture; hidden, none', async () => {
    const { game, settings, wrapper } = await mountShell();
    await settle();
    expect(settings.sound).toBe('off');
    expect(settings.volume).toBe('soft');
    const [[a, b], [c, d], [e]] = plan;
    game.tap(a);
    game.tap(b);
    await settle();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(FakeAudioContext.made).toHaveLength(0);

    settings.update({ sound: 'on' });
    await settle();
    // No gesture since it was turned on (a browser without navigator.userActivation): still nothing.
    game.tap(c);
    await settle();
    expect(FakeAudioContext.made).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    game.tap(d);
    await settle();
    expect(FakeAudioContext.made).toHaveLength(1);
    const [ctx] = FakeAudioContext.made;
    expect(ctx.state).toBe('running');
    expect(ctx.master()?.gain.value).toBe(VOLUMES.soft);
    const heard = ctx.started.length;
    expect(heard).toBeGreaterThan(0);

    // Hidden: the context is suspended and nothing more is scheduled (the page pauses, and a tap is no move).
    setHidden(true);
    await settle();
    expect(ctx.state).toBe('suspended');
    game.tap(e);
    await settle();
    expect(ctx.started).toHaveLength(heard);

    // Off again: the context is closed, and taps stay silent.
    setHidden(false);
    settings.update({ sound: 'off' });
    await settle();
    expect(ctx.state).toBe('closed');
    game.resume();
    game.tap(e);
    await settle();
    expect(ctx.started).toHaveLength(heard);
    expect(FakeAudioContext.made).toHaveLength(1);
    wrapper.unmount();
  });
});
