/**
 * The records of a CSV file as raw bytes, found without parsing their fields: a record ends at a line
 * feed outside quotes (RFC 4180: a quoted field may hold commas, quotes doubled and line feeds). The
 * NPPES file is about 9 GB with some 330 columns a row and the network's roster a few thousand of its
 * 8 million rows: `keep` looks at a record's first field only, and only the records it keeps are ever
 * decoded and parsed (read-nppes.ts). Quotes, commas and line feeds are ASCII, so the scan is the same
 * for UTF-8 and Latin-1.
 */

const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const COMMA = 0x2c;
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];
/** A record longer than this is not a directory row (an unclosed quote would otherwise hold the file). */
export const MAX_CSV_RECORD_BYTES = 1 << 20;

export interface RawCsvRecord {
  /** The record's bytes without its line end. */
  bytes: Buffer;
  /** The line the record starts on (1 for the first). */
  line: number;
}

/** The first field of a record, unquoted (a quote doubled inside it is left doubled: NPIs hold none). */
export function firstFieldOf(bytes: Buffer): string {
  if (bytes[0] === QUOTE) {
    const end = bytes.indexOf(QUOTE, 1);
    return bytes.toString("latin1", 1, end < 0 ? bytes.length : end);
  }
  const end = bytes.indexOf(COMMA);
  return bytes.toString("latin1", 0, end < 0 ? bytes.length : end);
}

/**
 * Yields the records `keep` accepts (the first record, the header, always), with their line numbers;
 * blank lines are skipped. A byte-order mark at the start is dropped. Memory holds one chunk and the
 * record it cuts, whatever the file's size.
 */
export async function* csvRecords(
  chunks: AsyncIterable<Buffer>,
  keep: (record: Buffer) => boolean,
): AsyncGenerator<RawCsvRecord> {
  let pending: Buffer = Buffer.alloc(0);
  /** Where the scan of `pending` goes on, and whether that point is inside quotes. */
  let scanned = 0;
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let first = true;
  let header = true;

  /** The record `bytes` (its line end still on) when `keep` takes it, else null. */
  function cut(bytes: Buffer): RawCsvRecord | null {
    let stop = bytes.length;
    if (stop > 0 && bytes[stop - 1] === CARRIAGE_RETURN) stop -= 1;
    if (stop === 0) return null;
    const record = bytes.subarray(0, stop);
    if (!header && !keep(record)) return null;
    header = false;
    // A copy: the record outlives the chunk it was cut from.
    return { bytes: Buffer.from(record), line: recordLine };
  }

  /**
   * Cuts the records `buffer` completes; what follows the last one waits for the next chunk. The loop
   * works on locals (not the closure's variables) and hands back only the records kept: it is most of a
   * scan's time.
   */
  function* scan(buffer: Buffer): Generator<RawCsvRecord> {
    let start = 0;
    let inQuotes = quoted;
    let lines = line;
    const length = buffer.length;
    for (let index = scanned; index < length; index += 1) {
      const byte = buffer[index];
      if (byte === QUOTE) inQuotes = !inQuotes;
      else if (byte === LINE_FEED) {
        lines += 1;
        if (!inQuotes) {
          const record = cut(buffer.subarray(start, index));
          if (record) yield record;
          start = index + 1;
          recordLine = lines;
        }
      }
    }
    quoted = inQuotes;
    line = lines;
    pending = buffer.subarray(start);
    scanned = pending.length;
    if (pending.length > MAX_CSV_RECORD_BYTES) {
      throw new Error(`the record starting on line ${recordLine} runs past 1 MB (an unclosed quote?)`);
    }
  }

  for await (const chunk of chunks) {
    let buffer = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    if (first) {
      // The mark is looked for once three bytes have come (a first chunk can be shorter).
      if (buffer.length < BYTE_ORDER_MARK.length) {
        pending = buffer;
        continue;
      }
      first = false;
      if (BYTE_ORDER_MARK.every((byte, index) => buffer[index] === byte)) buffer = buffer.subarray(3);
    }
    yield* scan(buffer);
  }
  if (first) yield* scan(pending);
  const last = cut(pending);
  if (last) yield last;
}
