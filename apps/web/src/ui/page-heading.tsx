import { type ReactNode, useEffect } from "react";
import { useText } from "./i18n/use-text.ts";

/** The page's h1, focusable so navigation can move focus to it, and the document title that goes with it. */
export function PageHeading({ children, title }: { children: ReactNode; title: string | null }) {
  const t = useText();
  const documentTitle = title ? t("app.documentTitle", { page: title }) : t("app.title");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <h1 className="page-heading" tabIndex={-1}>
      {children}
    </h1>
  );
}
