/**
 * A step of loading a server-rendered page's code (main.tsx, decision 58): React, the router and
 * the query cache, evaluated in a task of their own. Re-exported only so the bundler keeps each
 * module here; the app imports them from the packages.
 */
export { QueryClient } from "@tanstack/react-query";
export { startTransition } from "react";
export { hydrateRoot } from "react-dom/client";
export { createBrowserRouter } from "react-router";
