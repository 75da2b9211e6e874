import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { messagesFor } from "./catalog.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>();

/**
 * The catalog's formatter for one language, outside React: the server's emails and calendar files
 * (react-intl's IntlProvider gives the same to components). One per language, built once.
 */
export function catalogIntl(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: DEFAULT_LOCALE,
        messages: messagesFor(locale),
        // A missing message is a lint failure (scripts/check-messages), never something to log at run time.
        onError: (error) => {
          if (error.code !== "MISSING_TRANSLATION") throw error;
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}
