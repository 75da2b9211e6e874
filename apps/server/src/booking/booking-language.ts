import { chooseLocale } from "@fad/contracts/i18n/choose-locale";
import { LANGUAGE_TAGS, localeOfTag } from "@fad/contracts/i18n/locales";
import type { FastifyRequest } from "fastify";

/**
 * The language a booking is made in (decision 177): the book call's Content-Language when it names one
 * of ours (the booking page sends the language it shows), else chosen as a page's is (decision 172):
 * the `fad_lang` cookie, then Accept-Language, then English. A value that names none of our languages
 * (`fr`, a list, nonsense) is ignored, never refused: the booking itself must not fail over it.
 */
export function bookingLanguageOf(request: Pick<FastifyRequest, "headers">): "en" | "es" {
  const stated = request.headers["content-language"];
  const locale =
    (typeof stated === "string" && stated.length <= 35 ? localeOfTag(stated) : null) ??
    chooseLocale({
      query: null,
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers["accept-language"],
    });
  return LANGUAGE_TAGS[locale];
}
