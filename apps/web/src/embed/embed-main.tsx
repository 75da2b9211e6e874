/**
 * The module entry of the embedded app (a second Vite entry; /fadmaa/embed.js loads it with its CSS).
 * Same app as src/main.tsx, with two differences: the /fadmaa calls go to the origin this module was
 * loaded from, and the app mounts into the host page's #fad-root rather than our own page's #root.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { setAppOrigin } from "../api/api-origin.ts";
import { AppSettingsProvider } from "../app/app-settings.tsx";
import { applyStartRoute, createAppRouter } from "../app/create-app-router.ts";
import { readPageSettings } from "../app/read-page-settings.ts";
import { appOriginOf, EMBED_ROOT_CLASS, EMBED_ROOT_ID, findEmbedRoot } from "./embed-mount.ts";
import "../ui/styles.css";

const root = findEmbedRoot(document);
if (!root) throw new Error(`Find a Doctor: the host page has no #${EMBED_ROOT_ID} element to show the app in`);
root.classList.add(EMBED_ROOT_CLASS);

setAppOrigin(appOriginOf(import.meta.url));
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
