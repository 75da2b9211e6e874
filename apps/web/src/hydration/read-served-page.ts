import {
  isServerRenderViewport,
  SERVER_RENDER_STATE_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  type ServerRenderViewport,
} from "@fad/contracts/host/server-render";
import type { DehydratedState } from "@tanstack/react-query";

export interface ServedPage {
  viewport: ServerRenderViewport;
  state: DehydratedState;
}

/** The server's render of this page (its layout guess and answers), or null if it sent none. */
export function readServedPage(root: HTMLElement, doc: Document): ServedPage | null {
  const viewport = root.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  const text = doc.getElementById(SERVER_RENDER_STATE_ELEMENT_ID)?.textContent;
  if (!isServerRenderViewport(viewport) || !text) return null;
  try {
    const state = JSON.parse(text) as DehydratedState;
    return Array.isArray(state?.queries) && Array.isArray(state?.mutations) ? { viewport, state } : null;
  } catch {
    return null;
  }
}
