import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { useNavigate } from "react-router";
import { PageHeading } from "../../ui/page-heading.tsx";
import { PROFILE_MESSAGES } from "./profile-messages.ts";

/** Spec §2 "Other pages": the physician-not-found view; Back to search replaces the location with /physicians. */
export function PhysicianNotFound() {
  const navigate = useNavigate();
  const text = PROFILE_MESSAGES.notFound;
  return (
    <section className="page physician-not-found">
      <PageHeading title={text.title}>{text.heading}</PageHeading>
      <p>{text.body}</p>
      <button type="button" className="button" onClick={() => navigate(APP_ROUTES.landing, { replace: true })}>
        {text.backToSearch}
      </button>
    </section>
  );
}
