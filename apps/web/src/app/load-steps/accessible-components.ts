/**
 * A step of loading a server-rendered page's code (main.tsx, decision 58): react-aria's components,
 * whose first module reads the browser's locale (a slow first Intl call). Re-exported only so the
 * bundler keeps the modules here; the app imports them from the package.
 */
export { I18nProvider } from "react-aria-components";
