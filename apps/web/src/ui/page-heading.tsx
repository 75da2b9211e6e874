import { type ReactNode, useEffect } from "react";
import { documentTitle } from "./messages.ts";

/** The page's h1, focusable so navigation can move focus to it, and the document title that goes with it. */
export function PageHeading({ children, title }: { children: ReactNode; title: string | null }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <h1 className="page-heading" tabIndex={-1}>
      {children}
    </h1>
  );
}
