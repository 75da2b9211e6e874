import { HONEYPOT_FIELD, HONEYPOT_LABEL, HONEYPOT_MAX_LENGTH } from "@fad/contracts/appointments/booking-bot-checks";
import { useId } from "react";
import { setHoneypot, useBookingSession } from "../../../booking-session/booking-session-store.ts";

/**
 * The form's honeypot (decision 47): a field that looks like any other to a script filling every
 * input, and that people never meet. It sits off-screen (not display:none, which form-filling scripts
 * skip), inert and aria-hidden so neither the keyboard nor a screen reader reaches it, and out of the
 * tab order for browsers without inert. autoComplete off keeps browsers from filling it. Its value goes
 * with the book call; the server refuses a booking that carries one.
 */
export function HoneypotField() {
  const id = useId();
  const value = useBookingSession().honeypot;
  return (
    <div className="patient-step__extra" aria-hidden="true" inert>
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        maxLength={HONEYPOT_MAX_LENGTH}
        value={value}
        onChange={(event) => setHoneypot(event.target.value)}
      />
    </div>
  );
}
