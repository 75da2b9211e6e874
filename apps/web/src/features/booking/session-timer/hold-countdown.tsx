import { useEffect, useRef, useState } from "react";
import type { BookingHold } from "../../../booking-session/booking-session.ts";
import { useText } from "../../../ui/i18n/use-text.ts";
import { holdMinutesLeft, isInWarning, msUntilNextMinute } from "./hold-countdown-rules.ts";

/**
 * The hold's time left, visible beside the wizard's step while a time is held (issue 19), beside the
 * spec's 10- and 15-minute modals. It changes once a minute and is not a live region, so nothing is read
 * every minute; a polite status, present from the start, says it once when the five-minute warning comes
 * (decision 101).
 * Date.now() and setTimeout only: the app's clock, which tests drive.
 */
export function HoldCountdown({ hold }: { hold: BookingHold | null }) {
  const t = useText();
  const startedAt = hold?.holdStartedAt ?? null;
  const now = useMinuteTick(startedAt);
  const minutes = startedAt === null ? 0 : holdMinutesLeft(startedAt, now);
  const warning = startedAt !== null && isInWarning(startedAt, now);
  // Said once per hold: the minutes at the warning stay the status's words until the hold changes.
  const warned = useRef<{ startedAt: number; minutes: number } | null>(null);
  if (warning && warned.current?.startedAt !== startedAt) warned.current = { startedAt, minutes };
  const said = warning && warned.current ? t("booking.countdown.warning", { minutes: warned.current.minutes }) : "";
  return (
    <>
      {minutes > 0 ? (
        <p className={`hold-countdown${warning ? " hold-countdown--warning" : ""}`}>
          <svg className="hold-countdown__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          {t("booking.countdown.minutesLeft", { minutes })}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </>
  );
}

/** The clock's time, read again whenever the minutes left change (and when another hold starts). */
function useMinuteTick(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (startedAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        msUntilNextMinute(startedAt, Date.now()),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [startedAt]);
  return now;
}
