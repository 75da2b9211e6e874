import type { Configuration } from "@fad/contracts/config/get-config";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { AppSettingsProvider } from "../settings/app-settings.tsx";
import { stubFetch } from "./stub-fetch.ts";

/** Tests only: the configuration GET /fadmaa/api/config answers (shaped by the contract). */
export const TEST_CONFIGURATION: Configuration = {
  facilityCoids: "09001",
  program: "web",
  siteType: "hospitalOperations",
  hostApp: "cms",
  sessionId: "s-1",
  urlSpecialty: null,
  urlKeywords: null,
  urlKeywordsExact: null,
  urlGender: null,
  urlZip: null,
  urlLanguages: null,
  urlAcceptingNewPatientsOnly: null,
  urlTeleMedicineFlag: null,
  specialties: [],
  mbcLocationLink: null,
  mbcLocationAccesspoint: null,
  dshsEnglish: null,
  dshsSpanish: null,
  routeData: null,
  address: null,
  dateTimeOfAppointment: null,
  textingAppType: null,
  mapsSubscriptionKey: null,
  mapTileUrl: null,
};

/** Renders inside the app's settings, query and router providers, with fetch answering the configuration. */
export function renderWithSettings(element: ReactElement) {
  stubFetch(async () => Response.json({ status: { code: "200", details: "OK" }, result: TEST_CONFIGURATION }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AppSettingsProvider settings={{}}>
        <MemoryRouter>{element}</MemoryRouter>
      </AppSettingsProvider>
    </QueryClientProvider>,
  );
}
