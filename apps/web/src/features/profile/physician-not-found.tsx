import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { useNavigate } from "react-router";
import { useText } from "../../ui/i18n/use-text.ts";
import { PageHeading } from "../../ui/page-heading.tsx";

/** Spec §2 "Other pages": the physician-not-found view; Back to search replaces the location with /physicians. */
export function PhysicianNotFound() {
  const navigate = useNavigate();
  const t = useText();
  return (
    <section className="page physician-not-found">
      <PageHeading title={t("profile.notFound.title")}>{t("profile.notFound.heading")}</PageHeading>
      <p>{t("profile.notFound.body")}</p>
      <button type="button" className="button" onClick={() => navigate(APP_ROUTES.landing, { replace: true })}>
        {t("profile.notFound.backToSearch")}
      </button>
    </section>
  );
}
