/** Lowercase ASCII words joined by hyphens: 'José O'Neil, MD' → 'jose-oneil-md'. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Hands out slugs, suffixing -2, -3 … on collision, so a profile address names one clinician. */
export class UniqueSlugs {
  readonly #issued = new Set<string>();
  /** The next suffix to try per slug, so the thousandth John Smith costs one look-up, not a thousand. */
  readonly #nextSuffix = new Map<string, number>();

  /** A slug already in use elsewhere (an import's database rows), never handed out. */
  reserve(slug: string): void {
    this.#issued.add(slug);
  }

  next(text: string): string {
    const slug = slugify(text) || "item";
    let candidate = slug;
    let suffix = this.#nextSuffix.get(slug) ?? 2;
    while (this.#issued.has(candidate)) {
      candidate = `${slug}-${suffix}`;
      suffix += 1;
    }
    this.#nextSuffix.set(slug, suffix);
    this.#issued.add(candidate);
    return candidate;
  }
}
