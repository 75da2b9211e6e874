/**
 * A step of loading a server-rendered page's code (main.tsx, decision 58): the provider search's
 * contract, the largest set of zod schemas (physicians, locations, times). Re-exported only so the
 * bundler keeps the module here.
 */
export { searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
