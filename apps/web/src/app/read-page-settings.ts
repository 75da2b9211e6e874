import { FALLBACK_CONFIGURATION } from "@fad/contracts/host/host-apps";
import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings, pageSettingsSchema } from "@fad/contracts/host/page-settings";

export interface ReadSettings {
  settings: PageSettings;
  /** False when the page gave no usable settings and the fallback configuration applies. */
  fromHost: boolean;
}

/**
 * Reads the host page's settings block. No block, bad JSON or settings that fail their schema all
 * give the fallback configuration (spec discovery §2 Start-up); the last two are logged for the host.
 */
export function readPageSettings(doc: Document): ReadSettings {
  const element = doc.getElementById(PAGE_SETTINGS_ELEMENT_ID);
  const fallback: ReadSettings = { settings: { ...FALLBACK_CONFIGURATION }, fromHost: false };
  if (!element?.textContent?.trim()) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(element.textContent);
  } catch {
    console.warn("Find a Doctor: the page settings are not valid JSON; using the fallback configuration.");
    return fallback;
  }
  const parsed = pageSettingsSchema.safeParse(json);
  if (!parsed.success) {
    console.warn(
      "Find a Doctor: the page settings are invalid; using the fallback configuration.",
      parsed.error.issues,
    );
    return fallback;
  }
  const settings = parsed.data;
  return {
    settings: {
      ...settings,
      facilityCoids: settings.facilityCoids || FALLBACK_CONFIGURATION.facilityCoids,
      program: settings.program || FALLBACK_CONFIGURATION.program,
      siteType: settings.siteType || FALLBACK_CONFIGURATION.siteType,
    },
    fromHost: true,
  };
}
