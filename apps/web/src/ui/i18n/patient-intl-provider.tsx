import { messagesFor } from "@fad/contracts/i18n/catalog";
import { DEFAULT_LOCALE, type Locale } from "@fad/contracts/i18n/locales";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { I18nProvider } from "react-aria-components";
import { IntlProvider } from "react-intl";
import { rememberLocale } from "./page-locale.ts";

interface LocaleChoice {
  locale: Locale;
  /** The language switch: the page re-renders in place, the choice is remembered (decision 172). */
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleChoice>({ locale: DEFAULT_LOCALE, setLocale: () => {} });

/**
 * The patient's language for every page (decision 172): react-intl's messages from the contracts'
 * catalog and react-aria's I18nProvider (its date pickers, calendars and number fields) in the same
 * locale. The server renders with the locale it chose and the browser hydrates with the same one.
 */
export function PatientIntlProvider({ initialLocale, children }: { initialLocale: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState(initialLocale);
  const choice = useMemo<LocaleChoice>(
    () => ({
      locale,
      setLocale: (next) => {
        rememberLocale(next);
        setLocaleState(next);
      },
    }),
    [locale],
  );
  return (
    <LocaleContext.Provider value={choice}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messagesFor(locale)}>
        <I18nProvider locale={locale}>{children}</I18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocaleChoice(): LocaleChoice {
  return useContext(LocaleContext);
}
