import { DISCLOSURE_LANGUAGES, DISCLOSURE_TEXTS, type DisclosureLanguage } from "@fad/contracts/messages/search-texts";
import { useId, useState } from "react";
import { Button } from "react-aria-components";
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
  const [language, setLanguage] = useState<DisclosureLanguage>("English");
  const selectId = useId();
  const bilingual = Boolean(englishText?.trim() && spanishText?.trim());
  const shown: DisclosureLanguage = bilingual ? language : "English";
  const texts = DISCLOSURE_TEXTS[shown];
  const body = shown === "Spanish" ? spanishText : englishText;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={false}
      closesOnEscape
      closeLabel={texts.close}
      role="alertdialog"
      openOnLoad
      className="disclosure-overlay"
      title={<span lang={texts.lang}>{texts.header}</span>}
      actions={
        <>
          <Button className="button-secondary" onPress={onCancel}>
            <span lang={texts.lang}>{texts.cancel}</span>
          </Button>
          <Button className="button" onPress={onAgree}>
            <span lang={texts.lang}>{texts.agree}</span>
          </Button>
        </>
      }
    >
      {bilingual ? (
        <div className="field disclosure-language">
          <label htmlFor={selectId} lang={texts.lang}>
            {texts.languageLabel}
          </label>
          <select
            id={selectId}
            className="select"
            value={shown}
            onChange={(event) => setLanguage(event.target.value as DisclosureLanguage)}
          >
            {DISCLOSURE_LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {body?.trim() ? (
        <p className="disclosure-text" lang={texts.lang}>
          {body}
        </p>
      ) : null}
    </ModalDialog>
  );
}
