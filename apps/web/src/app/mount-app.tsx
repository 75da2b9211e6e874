import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppSettingsProvider } from "./app-settings.tsx";
import { applyStartRoute, createAppRouter } from "./create-app-router.ts";
import { readPageSettings } from "./read-page-settings.ts";

/**
 * Starts the app in an element of the current page: reads the page's settings, picks the first route
 * (spec discovery §2 Start-up) and renders. Our own page (main.tsx) and a host page (embed) share it.
 */
export async function mountApp(root: HTMLElement): Promise<void> {
  const { settings } = readPageSettings(document);
  const router = createAppRouter(settings);
  const queryClient = new QueryClient();

  await applyStartRoute(router, settings, { pathname: window.location.pathname, search: window.location.search });

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
