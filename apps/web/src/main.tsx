import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppSettingsProvider } from "./app/app-settings.tsx";
import { applyStartRoute, createAppRouter } from "./app/create-app-router.ts";
import { readPageSettings } from "./app/read-page-settings.ts";
import "./ui/styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("Find a Doctor: the page has no #root element");

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
