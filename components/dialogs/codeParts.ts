/** A game code as it appears in a message (the example in a help or error text, a code typed). */
const CODE = /MJ\d-[A-Z]\w{1,7}-[A-Z0-9]{7}/gi;

export interface TextPart {
  text: string;
  code: boolean;
}

/** Splits a message around the game codes in it, so each code can be kept on one line. */
export function codeParts(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of message.matchAll(CODE)) {
    if (match.index > from) parts.push({ text: message.slice(from, match.index), code: false });
    parts.push({ text: match[0], code: true });
    from = match.index + match[0].length;
  }
  if (from < message.length) parts.push({ text: message.slice(from), code: false });
  return parts;
}

/**
 * What to read as a code from what was typed or pasted: the code alone, or the first code in a
 * longer text (a shared result: "Mahjong deal of the day …, Game code: MJ1-…"). A single word is
 * read as it is, so an error can point at its wrong character.
 */
export function codeInText(input: string): string {
  const text = input.trim();
  if (!/\s/.test(text)) return text;
  return text.match(new RegExp(CODE.source, 'i'))?.[0] ?? text;
}
