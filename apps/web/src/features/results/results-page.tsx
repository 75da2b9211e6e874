import { MESSAGES } from "../../ui/messages.ts";
import { PagePending } from "../../ui/page-pending.tsx";

/** Results listing, also for specialty and location routes (spec discovery §2). Arrives with its issue. */
export function ResultsPage() {
  return <PagePending name={MESSAGES.pages.results} page="Results" />;
}
