import { Link, useLocation, useParams } from "react-router";
import { MESSAGES } from "./messages.ts";
import { PageHeading } from "./page-heading.tsx";

export interface PagePendingProps {
  /** The page's name, shown as its h1 and in the document title. */
  name: string;
  /** Which screen of the route table this stands for (data-page), e.g. BookAppointmentTexting. */
  page: string;
}

/**
 * A route whose screen has not been built yet says so plainly rather than pretending (docs/decisions.md
 * 10). Its route parameters and query are exposed as data attributes for the deep-link tests.
 */
export function PagePending({ name, page }: PagePendingProps) {
  const params = useParams();
  const { search } = useLocation();
  return (
    <section
      className="page"
      data-pending-page={name}
      data-page={page}
      data-route-params={JSON.stringify(params)}
      data-route-query={JSON.stringify(Object.fromEntries(new URLSearchParams(search)))}
    >
      <PageHeading title={name}>{name}</PageHeading>
      <p>{MESSAGES.pending.body}</p>
      <Link className="button-link" to="/physicians">
        {MESSAGES.pending.backToSearch}
      </Link>
    </section>
  );
}
