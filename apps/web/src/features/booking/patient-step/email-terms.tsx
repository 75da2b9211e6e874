import { useId, useState } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";

/** The collapsible 'Email Terms and Conditions' (spec booking §2 Step 2): a disclosure button and its panel. */
export function EmailTerms() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useText();
  return (
    <div className="email-terms">
      <button
        type="button"
        className="button-link-plain email-terms__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="email-terms__chevron" aria-hidden="true">
          {open ? "▾" : "▸"}
        </span>
        {t("booking.emailTerms.title")}
      </button>
      <div id={panelId} className="email-terms__panel" hidden={!open}>
        <p>{t("booking.emailTerms.notEncrypted")}</p>
        <p>{t("booking.emailTerms.agree")}</p>
        <p>{t("booking.emailTerms.notResponsible")}</p>
      </div>
    </div>
  );
}
