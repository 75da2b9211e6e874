import {
  HYDRATED_ATTRIBUTE,
  HYDRATION_MISMATCH_TEXT,
  SERVER_RENDER_VIEWPORT_WIDTHS,
} from "@fad/contracts/host/server-render";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { restoreStoredBooking } from "../booking-session/booking-session-store.ts";
import { readServedPage } from "../hydration/read-served-page.ts";
import { hydrateServedQueries } from "../hydration/served-queries.ts";
import { setServerRenderDisclosureAgreed } from "../search-model/disclosure.ts";
import { agreedInCookie } from "../search-model/stored-disclosure-agreement.ts";
import { configurationQuery } from "../settings/use-configuration.ts";
import { readPageLocale } from "../ui/i18n/page-locale.ts";
import { setServerRenderWidth } from "../ui/use-media-query.ts";
import { AppProviders } from "./app-providers.tsx";
import { applyStartRoute, createAppRouter, firstPageLoaded, usesHashRouting } from "./create-app-router.ts";
import { createQueryClient } from "./create-query-client.ts";
import { readPageSettings } from "./read-page-settings.ts";
// Last: the site-wide rules come after the components' own, as they always have (the cascade).
import "../ui/styles.css";

/**
 * Starts the app in an element of the current page: reads the page's settings, picks the first route
 * (spec discovery §2 Start-up) and renders, or hydrates the server's render of the page (decision 57).
 * Our own page (main.tsx) and a host page (embed) share it.
 */
export async function mountApp(
  root: HTMLElement,
  /** Called as hydration starts (main.tsx: from then on React sees the visitor's presses itself). */
  onHydrationStart?: () => void,
): Promise<void> {
  const { settings } = readPageSettings(document);
  // Before the router reads the address: a link's ?lang is taken out of it (decision 172).
  const locale = readPageLocale(document, window);
  // A booking this tab had in progress (a reload, a reopened tab) is read back first (decision 77).
  restoreStoredBooking();
  const router = createAppRouter(settings);
  const queryClient = createQueryClient();
  const served = usesHashRouting(settings) ? null : readServedPage(root, document);
  if (served) hydrateServedQueries(queryClient, served.state);
  // Asked for now, beside the first page's chunk, rather than when a page first renders: a disclosure
  // modal opened before its text arrived would grow and move (layout shift). Errors: useConfiguration.
  void queryClient.prefetchQuery(configurationQuery);

  await applyStartRoute(router, settings, { pathname: window.location.pathname, search: window.location.search });
  await firstPageLoaded(router);

  const markHydrated = () => root.setAttribute(HYDRATED_ATTRIBUTE, "");
  const app = (
    <AppProviders
      queryClient={queryClient}
      settings={settings}
      locale={locale}
      onMounted={served ? markHydrated : undefined}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (!served) {
    createRoot(root).render(app);
    return;
  }
  // Kept, not reset once hydrated: a part that suspends hydrates later, and must match the server too.
  setServerRenderWidth(SERVER_RENDER_VIEWPORT_WIDTHS[served.viewport]);
  // The server rendered with the agreement's cookie as the request carried it: the same cookie here (decision 180).
  setServerRenderDisclosureAgreed(agreedInCookie());
  // A transition lets React hydrate in slices between which the browser can answer input, rather
  // than in one long task (total blocking time on a phone).
  onHydrationStart?.();
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn(`Find a Doctor: ${HYDRATION_MISMATCH_TEXT}`, error),
    });
  });
}
