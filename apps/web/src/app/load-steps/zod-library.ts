/**
 * A step of loading a server-rendered page's code (main.tsx, decision 58): zod itself. One name only:
 * re-exporting its namespace would keep all of zod (every locale) in the bundle.
 */
export { object } from "zod";
