import { Outlet } from "react-router";
import { MESSAGES } from "../ui/messages.ts";
import { NavigationProgress } from "../ui/route-loading.tsx";
import { SnackbarHost } from "../ui/snackbar.tsx";
import { RouteEffects } from "./route-effects.tsx";

export function AppLayout({ hashRouting }: { hashRouting: boolean }) {
  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link; under hash routing it must move focus itself rather than change the route. */}
      <a className="skip-link" href="#main" onClick={hashRouting ? focusMain : undefined}>
        {MESSAGES.skipToContent}
      </a>
      <main id="main" tabIndex={-1} className="app-main">
        <Outlet />
      </main>
      <NavigationProgress />
      <SnackbarHost />
      <RouteEffects />
    </>
  );
}

/** Under hash routing a #main link would be read as a route, so the skip link moves focus itself. */
function focusMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById("main");
  main?.focus();
  main?.scrollIntoView();
}
