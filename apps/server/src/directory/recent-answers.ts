/**
 * A small in-process memory of recent answers, least recently used out first, each kept for a while.
 * A cache only: every answer can be worked out again from the database, and a stale one is at most
 * `maxAgeMs` old (the directory changes only when the search tables are refreshed).
 */
export class RecentAnswers<T> {
  readonly #entries = new Map<string, { value: T; storedAt: number }>();

  constructor(
    readonly limit: number,
    readonly maxAgeMs: number,
  ) {}

  get(key: string, now: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (now - entry.storedAt > this.maxAgeMs) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, now: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: now });
    if (this.#entries.size > this.limit) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
