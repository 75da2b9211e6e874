import type { Configuration } from "@fad/contracts/config/get-config";
import type { PageSettings } from "@fad/contracts/host/page-settings";
import { createContext, type ReactNode, useContext } from "react";
import { useConfiguration } from "./use-configuration.ts";

export interface AppSettings {
  settings: PageSettings;
  /** From GET /fadmaa/api/config; undefined while loading or when the call failed (only logged). */
  configuration: Configuration | undefined;
}

const AppSettingsContext = createContext<AppSettings | null>(null);

export function AppSettingsProvider({ settings, children }: { settings: PageSettings; children: ReactNode }) {
  const configuration = useConfiguration();
  return <AppSettingsContext.Provider value={{ settings, configuration }}>{children}</AppSettingsContext.Provider>;
}

export function useAppSettings(): AppSettings {
  const value = useContext(AppSettingsContext);
  if (!value) throw new Error("useAppSettings must be used inside AppSettingsProvider");
  return value;
}
