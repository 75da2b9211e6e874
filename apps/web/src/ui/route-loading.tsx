import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { ErrorBanner } from "./error-banner.tsx";
import { useText } from "./i18n/use-text.ts";
import "./route-loading.css";

/**
 * What a page shows while its code is still downloading (a lazy route's chunk, decision 50): a polite
 * status in the page's place. It takes no more room than a line, so nothing above or beside it moves
 * when the page replaces it.
 */
export function PageLoading() {
  const t = useText();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t("app.pageLoading")}</span>
    </div>
  );
}

/**
 * In the page's place when its code could not be fetched (offline, or a new release removed the old
 * chunk): the network error banner rather than a blank or crashed app; the layout stays usable.
 */
export function PageLoadFailed() {
  return <ErrorBanner />;
}

/** Below this a navigation is too quick for an indicator to help: it would only flicker and chatter. */
export const NAVIGATION_INDICATOR_DELAY_MS = 400;

/**
 * While the router fetches the next page's chunk the current page stays on screen (nothing shifts);
 * a slow fetch shows a thin bar fixed at the top and tells screen readers the page is loading.
 */
export function NavigationProgress() {
  const navigating = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  const t = useText();
  useEffect(() => {
    if (!navigating) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), NAVIGATION_INDICATOR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigating]);
  return (
    <div className="navigation-progress" role="status" aria-live="polite">
      {shown ? (
        <>
          <span className="navigation-progress__bar" aria-hidden="true" />
          <span className="visually-hidden">{t("app.pageLoading")}</span>
        </>
      ) : null}
    </div>
  );
}
