import { Link } from "react-router";
import { useText } from "../../ui/i18n/use-text.ts";
import { PageHeading } from "../../ui/page-heading.tsx";

/** /texting/error: the spec does not show its content; it explains and offers the search (docs/decisions.md). */
export function TextingErrorPage() {
  const t = useText();
  return (
    <section className="page">
      <PageHeading title={t("errors.texting.title")}>{t("errors.texting.heading")}</PageHeading>
      <p>{t("errors.texting.body")}</p>
      <Link className="button-link" to="/physicians">
        {t("errors.backToSearch")}
      </Link>
    </section>
  );
}
