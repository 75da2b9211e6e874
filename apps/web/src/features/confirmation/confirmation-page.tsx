import { MESSAGES } from "../../ui/messages.ts";
import { PagePending } from "../../ui/page-pending.tsx";

/**
 * /physicians/confirmation/ and /texting/confirmation/ (spec booking §2). Arrives with its issue; until
 * then it never says "Appointment Confirmed" (docs/decisions.md 10).
 */
export function ConfirmationPage({ texting }: { texting: boolean }) {
  return <PagePending name={MESSAGES.pages.confirmation} page={texting ? "TextingConfirmation" : "Confirmation"} />;
}
