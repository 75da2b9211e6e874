import { Link } from "react-router";
import { useText } from "../../ui/i18n/use-text.ts";
import { PageHeading } from "../../ui/page-heading.tsx";

/** Spec discovery §2 "Other pages": the not-found page. */
export function NotFoundPage() {
  const t = useText();
  return (
    <section className="page not-found">
      <PageHeading title={t("errors.notFound.title")}>{t("errors.notFound.heading")}</PageHeading>
      <p>{t("errors.notFound.body")}</p>
      <p className="error-code">{t("errors.notFound.code")}</p>
      <Link className="button-link" to="/physicians">
        {t("errors.backToSearch")}
      </Link>
    </section>
  );
}
