/**
 * The game's sounds, made here with Web Audio: short envelopes over oscillators and filtered noise,
 * soft and short (a wooden tile's click, a small chime). Each sound is a recipe that schedules its
 * nodes from `at` (the context's time) into `out`, the player's volume. No file is fetched.
 */

/** What a recipe draws on: the context, the node it plays into, and when it starts. */
export interface Stage {
  ctx: BaseAudioContext;
  out: AudioNode;
  at: number;
}

const SILENT = 0.0001; // exponential ramps cannot reach 0

/** A gain that rises in `attack` s to `peak`, then dies away over `decay` s; returns it and when it is silent. */
function envelope({ ctx, out, at }: Stage, peak: number, attack: number, decay: number): { gain: GainNode; end: number } {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(SILENT, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + attack);
  gain.gain.exponentialRampToValueAtTime(SILENT, at + attack + decay);
  gain.connect(out);
  return { gain, end: at + attack + decay + 0.02 };
}

/** A pitched voice: `from` Hz sliding to `to` Hz over its decay (a knock's body when short, a bell's partial when long). */
function tone(stage: Stage, type: OscillatorType, from: number, to: number, peak: number, decay: number, attack = 0.003): void {
  const { gain, end } = envelope(stage, peak, attack, decay);
  const osc = stage.ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(from, stage.at);
  if (to !== from) osc.frequency.exponentialRampToValueAtTime(to, stage.at + attack + decay);
  osc.connect(gain);
  osc.start(stage.at);
  osc.stop(end);
}

// One short buffer of white noise a context, made on first use.
const noiseOf = new WeakMap<BaseAudioContext, AudioBuffer>();
function noise(ctx: BaseAudioContext): AudioBuffer {
  let buffer = noiseOf.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * 0.3), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    noiseOf.set(ctx, buffer);
  }
  return buffer;
}

/** A burst of noise through a band-pass filter centred on `from` Hz (gliding to `to`): the grain of wood, or a brush. */
function hiss(stage: Stage, from: number, to: number, q: number, peak: number, decay: number, attack = 0.002): void {
  const { gain, end } = envelope(stage, peak, attack, decay);
  const filter = stage.ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.Q.value = q;
  filter.frequency.setValueAtTime(from, stage.at);
  if (to !== from) filter.frequency.exponentialRampToValueAtTime(to, stage.at + attack + decay);
  filter.connect(gain);
  const source = stage.ctx.createBufferSource();
  source.buffer = noise(stage.ctx);
  source.connect(filter);
  source.start(stage.at);
  source.stop(end);
}

/** A wooden knock: a click of filtered noise over a short, falling body. */
function knock(stage: Stage, pitch: number, peak: number): void {
  hiss(stage, pitch * 3.2, pitch * 2.6, 4, peak, 0.035);
  tone(stage, 'sine', pitch, pitch * 0.7, peak * 0.6, 0.06);
}

const later = (stage: Stage, seconds: number): Stage => ({ ...stage, at: stage.at + seconds });

/** A soft bell: a sine with a faint inharmonic partial, ringing for `decay` s. */
function bell(stage: Stage, pitch: number, peak: number, decay: number): void {
  tone(stage, 'sine', pitch, pitch, peak, decay, 0.006);
  tone(stage, 'sine', pitch * 2.76, pitch * 2.76, peak * 0.18, decay * 0.45, 0.004);
}

/** The sounds, by name. To add one: a recipe here, and the event that plays it (gameSounds.ts). */
export const SOUNDS = {
  /** A tile picked up (or put down): one light knock. */
  select: (stage: Stage) => knock(stage, 760, 0.5),
  /** A pair taken off: two tiles clacking together, a touch lower. */
  pair: (stage: Stage) => {
    knock(stage, 620, 0.55);
    knock(later(stage, 0.055), 540, 0.45);
  },
  /** A tap that cannot be taken (a blocked tile): a dull, low thud. */
  refused: (stage: Stage) => {
    tone(stage, 'sine', 190, 120, 0.45, 0.09);
    hiss(stage, 420, 300, 1.2, 0.18, 0.05);
  },
  /** A hint: a small two-note chime. */
  hint: (stage: Stage) => {
    bell(stage, 1318.5, 0.22, 0.5);
    bell(later(stage, 0.09), 1760, 0.18, 0.6);
  },
  /** An undo: a short brush backwards, then the tiles set down. */
  undo: (stage: Stage) => {
    hiss(stage, 2400, 700, 1.5, 0.2, 0.12, 0.04);
    knock(later(stage, 0.14), 580, 0.35);
  },
  /** The win: a rising arpeggio of soft bells. */
  win: (stage: Stage) => {
    [1046.5, 1318.5, 1568, 2093].forEach((pitch, i) => bell(later(stage, 0.1 + i * 0.11), pitch, 0.2, 1.1));
  },
} satisfies Record<string, (stage: Stage) => void>;

export type SoundName = keyof typeof SOUNDS;
