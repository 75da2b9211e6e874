import type { PageSettings } from "@fad/contracts/host/page-settings";
import type { Locale } from "@fad/contracts/i18n/locales";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode, useEffect } from "react";
import { AppSettingsProvider } from "../settings/app-settings.tsx";
import { analyticsContextFromSettings, setAnalyticsSiteContext } from "../ui/analytics.ts";
import { PatientIntlProvider } from "../ui/i18n/patient-intl-provider.tsx";

export interface AppProvidersProps {
  queryClient: QueryClient;
  settings: PageSettings;
  /** The page's language as the server rendered it, or as the browser chose it (decision 172). */
  locale: Locale;
  /** Runs once the app is live in the browser (never on the server). */
  onMounted?: () => void;
  children: ReactNode;
}

/**
 * What wraps every page, in the browser and when the server renders. Both must build the same tree
 * (same elements in the same places) or hydration fails and React's generated ids differ.
 */
export function AppProviders({ queryClient, settings, locale, onMounted, children }: AppProvidersProps) {
  // Set during render, not in an effect, so events sent by the first page's effects already carry it.
  setAnalyticsSiteContext(analyticsContextFromSettings(settings));
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppSettingsProvider settings={settings}>
          <PatientIntlProvider initialLocale={locale}>
            {children}
            <MountedEffect onMounted={onMounted} />
          </PatientIntlProvider>
        </AppSettingsProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

function MountedEffect({ onMounted }: { onMounted: (() => void) | undefined }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}
