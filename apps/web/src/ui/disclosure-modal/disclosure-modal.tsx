import { catalogIntl } from "@fad/contracts/i18n/create-catalog-intl";
import { LANGUAGE_TAGS, type Locale } from "@fad/contracts/i18n/locales";
import { DISCLOSURE_LANGUAGES, type DisclosureLanguage } from "@fad/contracts/messages/search-texts";
import { useId, useState } from "react";
import { Button } from "react-aria-components";
import { usePageIntl } from "../i18n/use-text.ts";
import { ModalDialog } from "../modal-dialog.tsx";
import "./disclosure-modal.css";

export interface DisclosureModalProps {
  isOpen: boolean;
  /** Configuration dshsEnglish / dshsSpanish; Spanish is offered only when both are set. */
  englishText: string | null | undefined;
  spanishText: string | null | undefined;
  /** "I Understand": the page stores the agreement and runs the pending search. */
  onAgree: () => void;
  /** Cancel, Escape: the page returns to the landing path. */
  onCancel: () => void;
}

/**
 * The state-health disclosure of non-psg sites (spec discovery §2 "Disclosure modal"). It needs a
 * choice, so a click outside does not close it; its close control and Escape count as Cancel ("Cancel
 * or close returns to the landing path").
 */
export function DisclosureModal({ isOpen, englishText, spanishText, onAgree, onCancel }: DisclosureModalProps) {
  const pageLocale: Locale = usePageIntl().locale === "es-US" ? "es-US" : "en-US";
  // A Spanish page opens the disclosure in Spanish when there is one; the list still changes it.
  const [language, setLanguage] = useState<DisclosureLanguage>(pageLocale === "es-US" ? "Spanish" : "English");
  const selectId = useId();
  const bilingual = Boolean(englishText?.trim() && spanishText?.trim());
  const shown: DisclosureLanguage = bilingual ? language : "English";
  // The modal's own texts are in the disclosure's language when the list offers two (the spec's
  // Spanish header and buttons), else in the page's; the disclosure itself is marked with its own.
  const chromeLocale: Locale = bilingual ? LOCALE_OF[shown] : pageLocale;
  const intl = catalogIntl(chromeLocale);
  const text = (id: DisclosureMessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const chromeLang = LANGUAGE_TAGS[chromeLocale];
  const bodyLang = LANGUAGE_TAGS[LOCALE_OF[shown]];
  const body = shown === "Spanish" ? spanishText : englishText;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={false}
      closesOnEscape
      closeLabel={text("disclosure.close")}
      role="alertdialog"
      openOnLoad
      className="disclosure-overlay"
      title={<span lang={chromeLang}>{text("disclosure.header")}</span>}
      actions={
        <>
          <Button className="button-secondary" onPress={onCancel}>
            <span lang={chromeLang}>{text("disclosure.cancel")}</span>
          </Button>
          <Button className="button" onPress={onAgree}>
            <span lang={chromeLang}>{text("disclosure.agree")}</span>
          </Button>
        </>
      }
    >
      {bilingual ? (
        <div className="field disclosure-language">
          <label htmlFor={selectId} lang={chromeLang}>
            {text("disclosure.languageLabel")}
          </label>
          <select
            id={selectId}
            className="select"
            value={shown}
            onChange={(event) => setLanguage(event.target.value as DisclosureLanguage)}
          >
            {DISCLOSURE_LANGUAGES.map((option) => (
              <option key={option} value={option} lang={chromeLang}>
                {text("disclosure.languageOption", { language: option })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {body?.trim() ? (
        <p className="disclosure-text" lang={bodyLang}>
          {body}
        </p>
      ) : null}
    </ModalDialog>
  );
}

const LOCALE_OF: Record<DisclosureLanguage, Locale> = { English: "en-US", Spanish: "es-US" };

type DisclosureMessageId =
  | "disclosure.close"
  | "disclosure.header"
  | "disclosure.cancel"
  | "disclosure.agree"
  | "disclosure.languageLabel"
  | "disclosure.languageOption";
