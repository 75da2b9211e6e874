import { expect, it } from "vitest";
import { escapeHtml } from "./escape-html.ts";

it("escapes the five characters that end text or a quoted attribute", () => {
  expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
    "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
  );
  expect(escapeHtml("plain")).toBe("plain");
});
