import { chooseLocale } from "@fad/contracts/i18n/choose-locale";
import {
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGE_TAGS,
  LOCALE_META_NAME,
  type Locale,
} from "@fad/contracts/i18n/locales";

/**
 * The language the app starts in, in the browser (decision 172). A page our server sent names it in a
 * meta element (the server chose it from ?lang, the cookie and Accept-Language, and rendered in it, so
 * hydration matches); on a host page without our server the same rule runs here on the browser's own
 * sources. A link's ?lang is then remembered and taken out of the address, so the app's own query
 * parameters stay the spec's.
 */
export function readPageLocale(doc: Document, win: Window): Locale {
  const served = doc.querySelector<HTMLMetaElement>(`meta[name="${LOCALE_META_NAME}"]`)?.content;
  const url = new URL(win.location.href);
  const query = url.searchParams.get(LANGUAGE_QUERY_PARAMETER);
  const locale = isLocale(served)
    ? served
    : chooseLocale({ query, cookieHeader: doc.cookie, acceptLanguage: win.navigator.languages.join(",") });
  if (query !== null) {
    rememberLocale(locale);
    url.searchParams.delete(LANGUAGE_QUERY_PARAMETER);
    win.history.replaceState(win.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }
  doc.documentElement.lang = LANGUAGE_TAGS[locale];
  return locale;
}

/** Keeps the choice for the next visit (the server reads the same cookie) and sets <html lang>. */
export function rememberLocale(locale: Locale): void {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference; the Cookie Store API is not in every browser we support.
  document.cookie = `${LANGUAGE_COOKIE}=${LANGUAGE_TAGS[locale]}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  document.documentElement.lang = LANGUAGE_TAGS[locale];
}
