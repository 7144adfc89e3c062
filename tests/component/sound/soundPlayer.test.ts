import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { soundPlayer } from '@/components/sound/soundPlayer';
import { SOUNDS, type SoundName } from '@/components/sound/sounds';
import { fakeAudio, FakeAudioContext, restoreVisibility, setHidden, setUserActivation, type FakeNode } from './fakeAudio';

/** Whether `node` reaches `target` through its connections. */
function reaches(node: FakeNode, target: FakeNode): boolean {
  return node === target || node.outputs.some((next) => reaches(next, target));
}

describe('the sound player', () => {
  beforeEach(() => {
    fakeAudio();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreVisibility();
    delete (navigator as unknown as Record<string, unknown>).userActivation;
  });

  it('makes no audio context until a sound is played, then one for all of them', () => {
    const player = soundPlayer(0.3);
    expect(FakeAudioContext.made).toHaveLength(0);
    player.play('select');
    player.play('pair');
    expect(FakeAudioContext.made).toHaveLength(1);
    player.close();
  });

  it('plays every sound into its volume: short, starting now, each source stopped', () => {
    for (const name of Object.keys(SOUNDS) as SoundName[]) {
      FakeAudioContext.made = [];
      const player = soundPlayer(0.55);
      player.play(name);
      const [ctx] = FakeAudioContext.made;
      const master = ctx.master();
      expect(master?.gain.value, name).toBe(0.55);
      expect(ctx.started.length, name).toBeGreaterThan(0);
      for (const { at, source } of ctx.started) {
        expect(at, name).toBeGreaterThanOrEqual(ctx.currentTime);
        expect(reaches(source, master!), `${name}: ${source.kind} plays through the volume`).toBe(true);
      }
      expect(ctx.stopped.length, name).toBe(ctx.started.length);
      // Short: the win's chime is the longest, under two seconds; a tap's under a tenth.
      const last = Math.max(...ctx.stopped.map((s) => s.at)) - ctx.currentTime;
      expect(last, name).toBeLessThan(name === 'win' ? 2 : name === 'select' ? 0.1 : 0.8);
      player.close();
    }
  });

  it('applies a new volume to the sounds under way and to come', () => {
    const player = soundPlayer(0.3);
    player.play('select');
    const [ctx] = FakeAudioContext.made;
    player.setVolume(0.9);
    expect(ctx.master()?.gain.value).toBe(0.9);
    player.close();
  });

  it('plays nothing while the page is hidden, suspends the context as it hides, and resumes it for the next sound once visible', async () => {
    const player = soundPlayer(0.3);
    setHidden(true);
    player.play('select');
    expect(FakeAudioContext.made).toHaveLength(0);
    setHidden(false);
    player.play('select');
    const [ctx] = FakeAudioContext.made;
    const played = ctx.started.length;
    setHidden(true);
    expect(ctx.state).toBe('suspended');
    player.play('pair');
    expect(ctx.started).toHaveLength(played);
    // Visible again, the context waits for a sound to need it.
    setHidden(false);
    expect(ctx.state).toBe('suspended');
    player.play('pair');
    expect(ctx.state).toBe('running');
    expect(ctx.started.length).toBeGreaterThan(played);
    player.close();
    expect(ctx.calls.at(-1)).toBe('close');
  });

  it('resumes a context the browser held back at the next tap or key, unless the page is hidden', () => {
    const player = soundPlayer(0.3);
    player.play('select');
    const [ctx] = FakeAudioContext.made;
    ctx.state = 'suspended'; // made outside a gesture, where a browser asks for one
    setHidden(true);
    window.dispatchEvent(new Event('pointerdown'));
    expect(ctx.state).toBe('suspended');
    setHidden(false);
    window.dispatchEvent(new Event('keydown'));
    expect(ctx.state).toBe('running');
    player.close();
    ctx.state = 'suspended';
    window.dispatchEvent(new Event('pointerdown'));
    expect(ctx.calls.filter((call) => call === 'resume')).toHaveLength(1);
  });

  it('plays nothing before the page has had a gesture', () => {
    setUserActivation({ hasBeenActive: false, isActive: false });
    const player = soundPlayer(0.3);
    player.play('hint');
    expect(FakeAudioContext.made).toHaveLength(0);
    setUserActivation({ hasBeenActive: true, isActive: true });
    player.play('hint');
    expect(FakeAudioContext.made).toHaveLength(1);
    player.close();
  });

  it('stays silent, without an error, where there is no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    const player = soundPlayer(0.3);
    expect(() => player.play('win')).not.toThrow();
    player.close();
  });
});
