import { MESSAGES } from "../../ui/messages.ts";
import { PagePending } from "../../ui/page-pending.tsx";

/** Physician profile at /physicians/profile/{urlTitle} (spec discovery §2). Arrives with its issue. */
export function ProfilePage() {
  return <PagePending name={MESSAGES.pages.profile} page="Profile" />;
}
