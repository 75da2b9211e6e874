/**
 * A step of loading a server-rendered page's code (main.tsx, decision 58): the contracts whose zod
 * schemas every first page parses with (settings, configuration, specialties, type-ahead). Building
 * schemas is the largest part of evaluating the app, so they have tasks of their own. Re-exported
 * only so the bundler keeps the modules here.
 */
export { getConfigResponseSchema } from "@fad/contracts/config/get-config";
export { pageSettingsSchema } from "@fad/contracts/host/page-settings";
export { specialityAppTypesResponseSchema } from "@fad/contracts/provider/speciality-app-types";
export { flagSchema } from "@fad/contracts/search/search-field-rules";
export { autocompleteResponseSchema } from "@fad/contracts/terms/autocomplete";
