/** Game codes: MJ1-Lnn-XXXXXXX names a layout and a deal, so the same game can be played again anywhere. */
import { LAYOUTS } from './layouts/index.ts';
import { ok, err, type Result } from './result.ts';

/**
 * `custom`: a well-formed code of a player's own layout (a `C…` id) that this profile does not have: only
 * the layout's share link, which carries its shape, can bring it here.
 */
/** `deal`: the code reads, but its layout's board cannot be dealt (a player's layout no order of removals clears). */
export type CodeError = { kind: 'shape' | 'version' | 'layout' | 'custom' | 'character' | 'deal'; message: string; index?: number };

export interface GameCodeParts {
  readonly layoutId: string;
  readonly dealNumber: number;
}

const VERSION = 'MJ1';
/** RFC 4648 base-32: A=0 … Z=25, 2=26 … 7=31. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const DEAL_CHARS = 7;
/** Deal numbers are 0 .. DEAL_COUNT-1: everything seven base-32 characters can spell. */
export const DEAL_COUNT = 32 ** DEAL_CHARS;
/**
 * A player's own layout: 'C' and letters and digits derived from its shape (core/layoutFiles shapeId), in
 * capitals here as codes ignore case. At most 19 after the C, so a code stays within 32 characters.
 */
export const CUSTOM_ID = /^C[A-Z0-9]{4,19}$/;
const KNOWN_LAYOUT_NUMBERS: readonly number[] = LAYOUTS.map((l) => l.number);
const EXAMPLE = 'MJ1-L00-AAAAABL';
// Characters people type by mistake for ones the alphabet has.
const LOOKALIKE: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '8': 'B', '9': 'G' };

function shapeError(detail: string): { ok: false; error: CodeError } {
  return err({ kind: 'shape', message: `${detail}: a game code looks like ${EXAMPLE}` });
}

/**
 * Reads a game code, ignoring case and surrounding whitespace. A code for a built-in layout not in
 * `layoutNumbers` (by default every layout this build has) is refused; a custom layout's code (`C…`)
 * is read whatever layouts this profile has: whether it can be dealt here is the dealer's to say.
 */
export function parseCode(
  input: string,
  layoutNumbers: readonly number[] = KNOWN_LAYOUT_NUMBERS,
): Result<GameCodeParts, CodeError> {
  if (typeof input !== 'string') return shapeError('Not text');
  const start = input.length - input.trimStart().length;
  // Only ASCII letters change case: toUpperCase() would turn "ß" into "SS" or "ı" into "I"
  // and let look-alikes through, or shift the positions errors point at.
  const code = input.trim().replace(/[a-z]/g, (c) => c.toUpperCase());
  if (code === '') return shapeError('The code is empty');
  const parts = code.split('-');
  if (parts.length !== 3) return shapeError('The code should have three parts separated by "-"');
  const [version, layout, deal] = parts;
  if (!/^MJ\d+$/.test(version)) return shapeError(`"${version}" is not a game code start`);
  if (version !== VERSION) {
    return err({ kind: 'version', message: `This game does not know codes of version ${version}; it reads ${VERSION}` });
  }
  const custom = CUSTOM_ID.test(layout);
  if (!custom && !/^L\d\d$/.test(layout)) return shapeError(`"${layout}" is not a layout, which is L and two digits`);
  if (!custom && !layoutNumbers.includes(Number(layout.slice(1)))) {
    return err({ kind: 'layout', message: `Layout ${layout} is not one this game has` });
  }
  if (deal.length !== DEAL_CHARS) return shapeError(`The deal part should be ${DEAL_CHARS} characters, not ${deal.length}`);
  let dealNumber = 0;
  for (let i = 0; i < DEAL_CHARS; i++) {
    const c = deal[i];
    const digit = ALPHABET.indexOf(c);
    if (digit < 0) {
      const index = start + version.length + layout.length + 2 + i;
      const hint = LOOKALIKE[c] === undefined ? '' : ` (did you mean ${LOOKALIKE[c]}?)`;
      return err({
        kind: 'character',
        index,
        // The character whole: one outside the Basic Multilingual Plane (an emoji) is two UTF-16 units.
        message: `"${String.fromCodePoint(input.codePointAt(index)!)}" at position ${index + 1} cannot be in a game code, which uses A-Z and 2-7${hint}`,
      });
    }
    dealNumber = dealNumber * 32 + digit;
  }
  return ok({ layoutId: layout, dealNumber });
}

/** The canonical code. Throws on a deal number out of range or a malformed layout id: those are bugs. */
export function makeCode(layoutId: string, dealNumber: number): string {
  if (!/^L\d\d$/.test(layoutId) && !CUSTOM_ID.test(layoutId)) throw new RangeError(`bad layout id ${layoutId}`);
  if (!Number.isInteger(dealNumber) || dealNumber < 0 || dealNumber >= DEAL_COUNT) {
    throw new RangeError(`deal number ${dealNumber} out of range`);
  }
  let chars = '';
  let n = dealNumber;
  for (let i = 0; i < DEAL_CHARS; i++) {
    chars = ALPHABET[n % 32] + chars;
    n = Math.floor(n / 32);
  }
  return `${VERSION}-${layoutId}-${chars}`;
}

/** The canonical form of a code as a player may type it (any case, spaces around), or null when it is not one. */
export function canonicalCode(input: string): string | null {
  const parsed = parseCode(input);
  return parsed.ok ? makeCode(parsed.value.layoutId, parsed.value.dealNumber) : null;
}

/** A uniformly random deal number, from the platform's cryptographic generator. */
export function randomDealNumber(): number {
  const words = crypto.getRandomValues(new Uint32Array(2));
  // 35 bits: 3 from the first word above 32 from the second.
  return (words[0] & 0b111) * 2 ** 32 + words[1];
}

/** Every layout number a code can name: codes of layouts a newer release added are still codes. */
const ANY_LAYOUT: readonly number[] = Array.from({ length: 100 }, (_, i) => i);

/**
 * The layout id a canonical code names ('MJ1-L00-…' → 'L00', 'MJ1-C…-…' → 'C…'), whether or not this build has that
 * layout; null for anything but a canonical code (stored values are only ever canonical).
 */
export function layoutOfCode(code: string): string | null {
  const parsed = parseCode(code, ANY_LAYOUT);
  return parsed.ok && makeCode(parsed.value.layoutId, parsed.value.dealNumber) === code ? parsed.value.layoutId : null;
}
