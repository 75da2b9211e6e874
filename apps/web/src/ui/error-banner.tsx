import { NETWORK_ERROR_MESSAGE } from "@fad/contracts/messages/page-texts";
import { forwardRef } from "react";

/**
 * The network error banner. It is an alert (announced when it appears) and focusable, so a page can
 * move focus to it (spec discovery §2: focus moves to the banner on a search error when results exist).
 */
export const ErrorBanner = forwardRef<HTMLDivElement, { message?: string }>(function ErrorBanner(
  { message = NETWORK_ERROR_MESSAGE },
  ref,
) {
  return (
    <div ref={ref} className="error-banner" role="alert" tabIndex={-1}>
      {message}
    </div>
  );
});
