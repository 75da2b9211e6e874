import { Link } from "react-router";
import { MESSAGES } from "../../ui/messages.ts";
import { PageHeading } from "../../ui/page-heading.tsx";

/** Spec discovery §2 "Other pages": the not-found page. */
export function NotFoundPage() {
  const text = MESSAGES.notFound;
  return (
    <section className="page not-found">
      <PageHeading title={text.title}>{text.heading}</PageHeading>
      <p>{text.body}</p>
      <p className="error-code">{text.code}</p>
      <Link className="button-link" to="/physicians">
        {text.backToSearch}
      </Link>
    </section>
  );
}
