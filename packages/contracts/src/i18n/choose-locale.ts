import { DEFAULT_LOCALE, LANGUAGE_COOKIE, type Locale, localeOfTag } from "./locales.ts";

export interface LocaleSources {
  /** The link's ?lang= value. */
  query: string | null;
  /** The Cookie header (or document.cookie). */
  cookieHeader: string | null | undefined;
  /** The Accept-Language header, or the browser's languages joined by commas. */
  acceptLanguage: string | null | undefined;
}

/**
 * The page's language (decision 172): the link's ?lang first (someone shared a Spanish page), then the
 * patient's remembered choice (cookie), then the browser's Accept-Language, then English. Pure, so the
 * server and a host page without our server choose the same way.
 */
export function chooseLocale({ query, cookieHeader, acceptLanguage }: LocaleSources): Locale {
  return (
    localeOfTag(query) ?? localeOfTag(readCookie(cookieHeader, LANGUAGE_COOKIE)) ?? fromAcceptLanguage(acceptLanguage)
  );
}

/** The first of our languages in the header's order of preference (q weights honoured); English otherwise. */
export function fromAcceptLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = localeOfTag(entry.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}
