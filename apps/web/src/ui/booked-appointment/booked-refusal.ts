import { BOOKED_APPOINTMENT_MESSAGES } from "@fad/contracts/appointments/booked-appointment";
import type { MessageId } from "@fad/contracts/i18n/catalog";
import { useCallback } from "react";
import { useText } from "../i18n/use-text.ts";

/** The catalog's message of each sentence the server refuses a booked appointment's page or change with. */
const REFUSAL_IDS = {
  notFound: "manage.refusal.notFound",
  past: "manage.refusal.past",
  cancelled: "manage.refusal.cancelled",
  changedElsewhere: "manage.refusal.changedElsewhere",
  otherCalendar: "manage.refusal.otherCalendar",
  holdLost: "manage.refusal.holdLost",
} as const satisfies Record<keyof typeof BOOKED_APPOINTMENT_MESSAGES, MessageId>;

const ID_OF_SENTENCE = new Map<string, MessageId>(
  Object.entries(REFUSAL_IDS).map(([key, id]) => [
    BOOKED_APPOINTMENT_MESSAGES[key as keyof typeof BOOKED_APPOINTMENT_MESSAGES],
    id,
  ]),
);

/**
 * The server's refusal (its status.details, in English: the API's language) in the page's language: a
 * sentence the catalog knows is said from it; any other is shown as the server wrote it.
 */
export function useBookedRefusal(): (details: string) => string {
  const t = useText();
  return useCallback(
    (details: string) => {
      const id = ID_OF_SENTENCE.get(details);
      return id ? t(id) : details;
    },
    [t],
  );
}
