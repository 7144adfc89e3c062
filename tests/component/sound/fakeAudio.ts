/** A stand-in for Web Audio that records what a page makes and schedules, installed as the global AudioContext. */
import { vi } from 'vitest';

export class FakeParam {
  readonly events: { kind: string; value: number; at: number }[] = [];
  constructor(public value: number) {}
  private note(kind: string, value: number, at: number): this {
    this.events.push({ kind, value, at });
    this.value = value;
    return this;
  }
  setValueAtTime(value: number, at: number) {
    return this.note('set', value, at);
  }
  exponentialRampToValueAtTime(value: number, at: number) {
    if (value <= 0) throw new RangeError('an exponential ramp cannot reach 0');
    return this.note('ramp', value, at);
  }
  setTargetAtTime(value: number, at: number) {
    return this.note('target', value, at);
  }
}

export class FakeNode {
  readonly outputs: FakeNode[] = [];
  constructor(readonly ctx: FakeAudioContext, readonly kind: string) {}
  connect<N extends FakeNode>(node: N): N {
    this.outputs.push(node);
    return node;
  }
  disconnect(): void {}
}

class FakeGain extends FakeNode {
  readonly gain = new FakeParam(1);
}

class FakeSource extends FakeNode {
  readonly frequency = new FakeParam(440);
  type = '';
  buffer: unknown = null;
  start(at = 0): void {
    this.ctx.started.push({ kind: this.kind, at, source: this });
  }
  stop(at = 0): void {
    this.ctx.stopped.push({ kind: this.kind, at });
  }
}

class FakeFilter extends FakeNode {
  readonly frequency = new FakeParam(350);
  readonly Q = new FakeParam(1);
  type = 'lowpass';
}

export class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: 'suspended' | 'running' | 'closed' = 'running';
  currentTime = 10;
  readonly sampleRate = 8000;
  readonly destination = new FakeNode(this, 'destination');
  readonly gains: FakeGain[] = [];
  readonly started: { kind: string; at: number; source: FakeSource }[] = [];
  readonly stopped: { kind: string; at: number }[] = [];
  readonly calls: string[] = [];

  constructor() {
    FakeAudioContext.made.push(this);
  }
  createGain() {
    const gain = new FakeGain(this, 'gain');
    this.gains.push(gain);
    return gain;
  }
  createOscillator() {
    return new FakeSource(this, 'oscillator');
  }
  createBufferSource() {
    return new FakeSource(this, 'noise');
  }
  createBiquadFilter() {
    return new FakeFilter(this, 'filter');
  }
  createBuffer(_channels: number, length: number, sampleRate: number) {
    const data = new Float32Array(length);
    return { length, sampleRate, getChannelData: () => data };
  }
  resume() {
    this.calls.push('resume');
    this.state = 'running';
    return Promise.resolve();
  }
  suspend() {
    this.calls.push('suspend');
    this.state = 'suspended';
    return Promise.resolve();
  }
  close() {
    this.calls.push('close');
    this.state = 'closed';
    return Promise.resolve();
  }
  /** The player's volume: the gain the context's destination is fed by. */
  master(): FakeGain | undefined {
    return this.gains.find((g) => g.outputs.includes(this.destination));
  }
}

/** Installs the fake as the global AudioContext (undone by vi.unstubAllGlobals). */
export function fakeAudio(): typeof FakeAudioContext {
  FakeAudioContext.made = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return FakeAudioContext;
}

/** Makes the document hidden or visible, as the browser would (and says so with visibilitychange). */
export function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Gives the document its own visibility back. */
export function restoreVisibility(): void {
  delete (document as unknown as Record<string, unknown>).hidden;
  delete (document as unknown as Record<string, unknown>).visibilityState;
}

/** What navigator.userActivation says (undefined: a browser without it). */
export function setUserActivation(state: { hasBeenActive: boolean; isActive: boolean } | undefined): void {
  Object.defineProperty(navigator, 'userActivation', { configurable: true, get: () => state });
}
