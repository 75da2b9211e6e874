/**
 * A step of loading a server-rendered page's code (main.tsx, decision 58): the accessible
 * components (whose first module reads the browser's locale, a slow first Intl call) and zod (one
 * name only: re-exporting its namespace would keep all of zod in the bundle).
 * Re-exported only so the bundler keeps each module here; the app imports them from the packages.
 */
export { I18nProvider } from "react-aria-components";
export { object } from "zod";
