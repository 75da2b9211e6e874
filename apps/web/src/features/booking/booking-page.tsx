import { MESSAGES } from "../../ui/messages.ts";
import { PagePending } from "../../ui/page-pending.tsx";

/**
 * The booking flow (spec booking §2): BookAppointmentNew at /physicians?urlTitle=…&appt_id=…, and
 * BookAppointmentTexting at /texting with the same queries. Arrives with its issue.
 */
export function BookingPage({ texting }: { texting: boolean }) {
  return <PagePending name={MESSAGES.pages.booking} page={texting ? "BookAppointmentTexting" : "BookAppointmentNew"} />;
}
