import { afterEach, describe, expect, it } from "vitest";
import { apiCredentials, appResourceUrl, getAppOrigin, setAppOrigin } from "../api/api-origin.ts";
import { apiUrl } from "../api/request-envelope.ts";
import { appOriginOf, EMBED_ROOT_ID, findEmbedRoot } from "./embed-mount.ts";

afterEach(() => {
  setAppOrigin("");
  document.body.innerHTML = "";
});

describe("embedding", () => {
  it("takes the app's origin from the entry module's own URL, not from the host page", () => {
    expect(appOriginOf("https://fad.example.org/assets/embed-Ab12Cd.js")).toBe("https://fad.example.org");
    expect(appOriginOf("http://127.0.0.1:8211/assets/embed.js?v=1")).toBe("http://127.0.0.1:8211");
  });

  it("finds the host page's container", () => {
    expect(findEmbedRoot(document)).toBeNull();
    document.body.innerHTML = `<header>Host</header><div id="${EMBED_ROOT_ID}"></div>`;
    expect(findEmbedRoot(document)?.id).toBe(EMBED_ROOT_ID);
  });

  it("keeps calls relative, with same-origin credentials, on our own pages", () => {
    expect(getAppOrigin()).toBe("");
    expect(apiUrl("/provider/search/", { zip: "37203", keywords: "" })).toBe("/fadmaa/provider/search/?zip=37203");
    expect(apiCredentials()).toBe("same-origin");
    expect(appResourceUrl("/fadmaa/media/avatars/1.svg")).toBe("/fadmaa/media/avatars/1.svg");
  });

  it("sends calls and server files to the app's origin, with credentials, when embedded", () => {
    setAppOrigin("https://fad.example.org/");
    expect(apiUrl("/provider/search/", { zip: "37203" })).toBe(
      "https://fad.example.org/fadmaa/provider/search/?zip=37203",
    );
    expect(apiCredentials()).toBe("include");
    expect(appResourceUrl("/fadmaa/media/avatars/1.svg")).toBe("https://fad.example.org/fadmaa/media/avatars/1.svg");
    // Addresses that already name their origin (or are protocol-relative or inline) are left alone.
    expect(appResourceUrl("https://cdn.example.net/p.jpg")).toBe("https://cdn.example.net/p.jpg");
    expect(appResourceUrl("//cdn.example.net/p.jpg")).toBe("//cdn.example.net/p.jpg");
    expect(appResourceUrl("data:image/svg+xml,<svg/>")).toBe("data:image/svg+xml,<svg/>");
  });
});
