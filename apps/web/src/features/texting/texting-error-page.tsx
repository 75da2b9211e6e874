import { Link } from "react-router";
import { MESSAGES } from "../../ui/messages.ts";
import { PageHeading } from "../../ui/page-heading.tsx";

/** /texting/error: the spec does not show its content; it explains and offers the search (docs/decisions.md). */
export function TextingErrorPage() {
  const text = MESSAGES.textingError;
  return (
    <section className="page">
      <PageHeading title={text.title}>{text.heading}</PageHeading>
      <p>{text.body}</p>
      <Link className="button-link" to="/physicians">
        {text.backToSearch}
      </Link>
    </section>
  );
}
