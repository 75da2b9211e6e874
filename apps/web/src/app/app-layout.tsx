import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { Link, Outlet } from "react-router";
import { LanguageSwitch } from "../ui/i18n/language-switch.tsx";
import { useText } from "../ui/i18n/use-text.ts";
import { NavigationProgress } from "../ui/route-loading.tsx";
import { SnackbarHost } from "../ui/snackbar.tsx";
import { RouteEffects } from "./route-effects.tsx";

export function AppLayout({ hashRouting }: { hashRouting: boolean }) {
  const t = useText();
  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link; under hash routing it must move focus itself rather than change the route. */}
      <a className="skip-link" href="#main" onClick={hashRouting ? focusMain : undefined}>
        {t("app.skipToContent")}
      </a>
      {/* Every patient page: the language switch (decision 172) and the Section 1557 notice's link (decision 174). */}
      <div className="app-language-bar">
        <Link className="app-language-bar__assistance" to={APP_ROUTES.languageAssistance}>
          {t("app.languageAssistance.link")}
        </Link>
        <LanguageSwitch />
      </div>
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
