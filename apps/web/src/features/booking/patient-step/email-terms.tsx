import { useId, useState } from "react";
import { PATIENT_STEP_MESSAGES as TEXT } from "./patient-step-messages.ts";

/** The collapsible 'Email Terms and Conditions' (spec booking §2 Step 2): a disclosure button and its panel. */
export function EmailTerms() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
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
        {TEXT.emailTerms.title}
      </button>
      <div id={panelId} className="email-terms__panel" hidden={!open}>
        {TEXT.emailTerms.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
