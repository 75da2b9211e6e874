/**
 * The module entry of the embedded app (a second Vite entry; /fadmaa/embed.js loads it with its CSS).
 * Same app as src/main.tsx, with two differences: the /fadmaa calls go to the origin this module was
 * loaded from, and the app mounts into the host page's #fad-root rather than our own page's #root.
 */
import { setAppOrigin } from "../api/api-origin.ts";
import { mountApp } from "../app/mount-app.tsx";
import { appOriginOf, EMBED_ROOT_CLASS, EMBED_ROOT_ID, findEmbedRoot } from "./embed-mount.ts";

const root = findEmbedRoot(document);
if (!root) throw new Error(`Find a Doctor: the host page has no #${EMBED_ROOT_ID} element to show the app in`);
root.classList.add(EMBED_ROOT_CLASS);

setAppOrigin(appOriginOf(import.meta.url));
await mountApp(root);
