import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppSettingsProvider } from "./app-settings.tsx";
import { applyStartRoute, createAppRouter, firstPageLoaded } from "./create-app-router.ts";
import { createQueryClient } from "./create-query-client.ts";
import { readPageSettings } from "./read-page-settings.ts";
import { configurationQuery } from "./use-configuration.ts";

/**
 * Starts the app in an element of the current page: reads the page's settings, picks the first route
 * (spec discovery §2 Start-up) and renders. Our own page (main.tsx) and a host page (embed) share it.
 */
export async function mountApp(root: HTMLElement): Promise<void> {
  const { settings } = readPageSettings(document);
  const router = createAppRouter(settings);
  const queryClient = createQueryClient();
  // Asked for now, beside the first page's chunk, rather than when a page first renders: a disclosure
  // modal opened before its text arrived would grow and move (layout shift). Errors: useConfiguration.
  void queryClient.prefetchQuery(configurationQuery);

  await applyStartRoute(router, settings, { pathname: window.location.pathname, search: window.location.search });
  await firstPageLoaded(router);

  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppSettingsProvider settings={settings}>
          <RouterProvider router={router} />
        </AppSettingsProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
