import { Link } from "react-router";

export interface Crumb {
  label: string;
  /** App route path; the last crumb (the current page) has none. */
  to?: string;
  /** An address outside the app (the host site's home page). */
  href?: string;
}

/** Breadcrumbs as a labelled navigation list; the current page is marked aria-current. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.label}>
              {crumb.to && !isLast ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : crumb.href && !isLast ? (
                <a href={crumb.href}>{crumb.label}</a>
              ) : (
                <span aria-current={isLast ? "page" : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Spec §1: breadcrumbs belong to the content-management host, on desktop only (every page that has them). */
export function showsBreadcrumbs(hostApp: string | null | undefined, isMobile: boolean): boolean {
  return !isMobile && (!hostApp || hostApp === "cms");
}
