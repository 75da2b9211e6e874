import { describe, expect, it } from "vitest";
import { readServedPage } from "./read-served-page.ts";

function page(rootAttribute: string | null, stateText: string | null): { root: HTMLElement; doc: Document } {
  const doc = document.implementation.createHTMLDocument("page");
  if (stateText !== null) {
    const script = doc.createElement("script");
    script.type = "application/json";
    script.id = "fad-server-state";
    script.textContent = stateText;
    doc.head.append(script);
  }
  const root = doc.createElement("div");
  if (rootAttribute !== null) root.setAttribute("data-server-rendered", rootAttribute);
  doc.body.append(root);
  return { root, doc };
}

describe("readServedPage", () => {
  it("reads the server's layout guess and answers", () => {
    const { root, doc } = page("mobile", '{"mutations":[],"queries":[]}');
    expect(readServedPage(root, doc)).toEqual({ viewport: "mobile", state: { mutations: [], queries: [] } });
  });
  it("is null for a page the browser renders alone, or with anything unreadable", () => {
    expect(readServedPage(...args(page(null, null)))).toBeNull();
    expect(readServedPage(...args(page("desktop", null)))).toBeNull();
    expect(readServedPage(...args(page("tablet", '{"mutations":[],"queries":[]}')))).toBeNull();
    expect(readServedPage(...args(page("desktop", "{not json")))).toBeNull();
    expect(readServedPage(...args(page("desktop", '{"queries":{}}')))).toBeNull();
  });
});

function args({ root, doc }: { root: HTMLElement; doc: Document }): [HTMLElement, Document] {
  return [root, doc];
}
