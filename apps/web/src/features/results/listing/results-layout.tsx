import type { ReactNode } from "react";
import "./results-layout.css";

export interface ResultsLayoutProps {
  /** The FilterPanel: a left column from 992 px, above the results on smaller screens. */
  filters: ReactNode;
  /** The count line and Sort By, in one bar above the list. */
  toolbar?: ReactNode;
  /** The list (or the empty state) and the pagination. */
  children: ReactNode;
}

/** The results page's two-column frame (spec §9 breakpoints: large from 992 px). */
export function ResultsLayout({ filters, toolbar, children }: ResultsLayoutProps) {
  return (
    <div className="results-layout">
      <div className="results-layout__filters">{filters}</div>
      <div className="results-layout__main">
        {toolbar ? <div className="results-layout__toolbar">{toolbar}</div> : null}
        {children}
      </div>
    </div>
  );
}
