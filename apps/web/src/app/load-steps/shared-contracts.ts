/**
 * A step of loading a server-rendered page's code (main.tsx, decision 58): the shared contracts whose
 * schemas the first pages parse answers with. Building zod schemas is the largest part of evaluating
 * the app, so it has a task of its own. Re-exported only so the bundler keeps each module here.
 */
export { getConfigResponseSchema } from "@fad/contracts/config/get-config";
export { pageSettingsSchema } from "@fad/contracts/host/page-settings";
export { searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
export { specialityAppTypesResponseSchema } from "@fad/contracts/provider/speciality-app-types";
export { flagSchema } from "@fad/contracts/search/search-field-rules";
export { autocompleteResponseSchema } from "@fad/contracts/terms/autocomplete";
