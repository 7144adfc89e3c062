/**
 * The bits a challenge code is made of: a writer and a reader of bit strings, their text in the
 * base-32 alphabet game codes use (so a code survives being retyped in any case), and a CRC-32 to
 * tell a damaged code from a sound one.
 */

/** RFC 4648 base-32, as game codes (core/code.ts): A=0 … Z=25, 2=26 … 7=31. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export class BitWriter {
  readonly bits: number[] = [];

  /** `n` (0 ≤ n < 2^width) in `width` bits, most significant first. */
  fixed(n: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push(Math.floor(n / 2 ** i) % 2);
  }

  /** A count of any size: Exp-Golomb of order `k`, short for small numbers and never limited. */
  count(n: number, k = 0): void {
    const v = Math.floor(n / 2 ** k) + 1;
    const width = Math.floor(Math.log2(v)) + 1;
    this.fixed(0, width - 1);
    this.fixed(v, width);
    this.fixed(n % 2 ** k, k);
  }

  append(other: BitWriter): void {
    for (const bit of other.bits) this.bits.push(bit);
  }
}

/** Thrown by a reader that runs out of bits or meets a number it cannot be given: the code is damaged. */
export class Damaged extends Error {}

export class BitReader {
  private at = 0;
  constructor(private readonly bits: readonly number[]) {}

  get left(): number {
    return this.bits.length - this.at;
  }

  fixed(width: number): number {
    if (width > this.left) throw new Damaged('too short');
    let n = 0;
    for (let i = 0; i < width; i++) n = n * 2 + this.bits[this.at++];
    return n;
  }

  count(k = 0): number {
    let zeros = 0;
    while (this.fixed(1) === 0) if (++zeros > 40) throw new Damaged('number too long');
    const v = 2 ** zeros + this.fixed(zeros);
    return (v - 1) * 2 ** k + this.fixed(k);
  }

  /** The bits not read yet. */
  rest(): number[] {
    const out = this.bits.slice(this.at);
    this.at = this.bits.length;
    return out;
  }
}

/** Bits as base-32 text, padded with zero bits to a whole character. */
export function bitsToText(bits: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bits.length; i += 5) {
    let v = 0;
    for (let j = 0; j < 5; j++) v = v * 2 + (bits[i + j] ?? 0);
    out += ALPHABET[v];
  }
  return out;
}

/** The bits of base-32 text, in any case; null when a character is not in the alphabet. */
export function textToBits(text: string): number[] | null {
  const bits: number[] = [];
  for (const c of text.toUpperCase()) {
    const v = ALPHABET.indexOf(c);
    if (v < 0) return null;
    for (let j = 4; j >= 0; j--) bits.push((v >> j) & 1);
  }
  return bits;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (the one zip and PNG use) of a bit string and the text it belongs to, in `width` bits. */
export function checksum(text: string, bits: readonly number[], width: number): number {
  let crc = 0xffffffff;
  const add = (byte: number) => (crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8));
  for (const byte of new TextEncoder().encode(text)) add(byte);
  add(0);
  for (let i = 0; i < bits.length; i += 8) {
    let byte = 0;
    for (let j = 0; j < 8; j++) byte = byte * 2 + (bits[i + j] ?? 0);
    add(byte);
  }
  add(bits.length & 0xff);
  return ((crc ^ 0xffffffff) >>> 0) % 2 ** width;
}
