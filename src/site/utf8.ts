// A site file's bytes read as UTF-8, strictly. Node's readFileSync(file, 'utf8') puts U+FFFD in place of every byte
// that is not UTF-8, without a word: the file then validates, and an edit of another line writes the U+FFFD back,
// so that bytes the editor never touched change. Here such a byte is refused at its line and column instead.
// A byte order mark (which some editors on Windows write first) is kept in the text, so that an edit writes it back:
// the YAML parser reads past it.

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });
const encoder = new TextEncoder();

/** The text of `bytes`, or where its first byte that is not UTF-8 is: its line, column (in characters) and value. */
export type Utf8Result = { ok: true; text: string } | { ok: false; line: number; column: number; byte: number };

export function decodeUtf8(bytes: Uint8Array): Utf8Result {
  try {
    return { ok: true, text: strict.decode(bytes) };
  } catch {
    return { ok: false, ...firstInvalidByte(bytes) };
  }
}

/**
 * Where the first byte that is not UTF-8 is. The lenient decoding writes U+FFFD for it; a U+FFFD written in the
 * file as UTF-8 (EF BF BD) is a character like any other, and the search goes on past it.
 */
function firstInvalidByte(bytes: Uint8Array): { line: number; column: number; byte: number } {
  const text = lenient.decode(bytes);
  let offset = 0;
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < text.length; ) {
    const character = String.fromCodePoint(text.codePointAt(index)!);
    const size = encoder.encode(character).length;
    const written = character === '\uFFFD' && bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd;
    if (character === '\uFFFD' && !written) return { line, column: index - lineStart + 1, byte: bytes[offset] };
    offset += size;
    index += character.length;
    if (character === '\n') {
      line++;
      lineStart = index;
    }
  }
  // The strict decoder refused what the lenient one read whole: at the end (not reached: both read by one standard).
  return { line, column: text.length - lineStart + 1, byte: bytes.at(-1) ?? 0 };
}
