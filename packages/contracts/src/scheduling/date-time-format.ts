/**
 * Intl.DateTimeFormat in a named time zone, built once per zone and options. Building one costs far more
 * than formatting with it: three built per book call were 8% of the server's CPU in the hold + book bench
 * (profiled at 50,000 physicians). A zone the runtime does not know throws, as the constructor does, and
 * is not kept. The runtime's own zone is not cached here (a browser's zone may change while a page is open).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(options: Intl.DateTimeFormatOptions & { timeZone: string }): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", options);
    formats.set(key, format);
  }
  return format;
}
