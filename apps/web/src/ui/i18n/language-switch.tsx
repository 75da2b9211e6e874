import { LANGUAGE_TAGS, type Locale } from "@fad/contracts/i18n/locales";
import { useLocaleChoice } from "./patient-intl-provider.tsx";
import { useText } from "./use-text.ts";

/**
 * "Español / English" on every patient page (decision 172). Each name is written in its own language
 * (and marked so, for screen readers), so a patient who reads only one of them finds it. The page's
 * own language is shown as current rather than as a button.
 */
const CHOICES: { locale: Locale; name: string }[] = [
  { locale: "es-US", name: "Español" },
  { locale: "en-US", name: "English" },
];

export function LanguageSwitch() {
  const { locale, setLocale } = useLocaleChoice();
  const t = useText();
  return (
    <nav className="language-switch" aria-label={t("app.languageSwitch.label")}>
      {CHOICES.map((choice, index) => (
        <span key={choice.locale}>
          {index > 0 ? <span aria-hidden="true"> / </span> : null}
          {choice.locale === locale ? (
            <span className="language-switch__current" lang={LANGUAGE_TAGS[choice.locale]} aria-current="true">
              {choice.name}
            </span>
          ) : (
            <button
              type="button"
              className="language-switch__choice"
              lang={LANGUAGE_TAGS[choice.locale]}
              onClick={() => setLocale(choice.locale)}
            >
              {choice.name}
            </button>
          )}
        </span>
      ))}
    </nav>
  );
}
