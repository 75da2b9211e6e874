import { forwardRef } from "react";
import { isServerBusy } from "../api/server-busy.ts";
import { userMessageFor } from "../api/user-message.ts";
import { useText } from "./i18n/use-text.ts";

export interface ErrorBannerProps {
  message?: string;
  /**
   * The failed call's error: a rate-limit refusal shows its own text instead of the network error, as
   * does a booking call still shed at a rush after the page's retries (decision 209).
   */
  error?: unknown;
}

/**
 * The network error banner. It is an alert (announced when it appears) and focusable, so a page can
 * move focus to it (spec discovery §2: focus moves to the banner on a search error when results exist).
 */
export const ErrorBanner = forwardRef<HTMLDivElement, ErrorBannerProps>(function ErrorBanner({ message, error }, ref) {
  const t = useText();
  return (
    <div ref={ref} className="error-banner" role="alert" tabIndex={-1}>
      {message ?? (isServerBusy(error) ? t("app.serverBusyGaveUp") : userMessageFor(error, t("app.networkError")))}
    </div>
  );
});
