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
