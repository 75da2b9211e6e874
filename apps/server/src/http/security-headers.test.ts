import { describe, expect, it } from "vitest";
import { mapTileSource } from "./security-headers.ts";

describe("mapTileSource", () => {
  it("turns a tile template into a CSP source", () => {
    expect(mapTileSource("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
    expect(mapTileSource("http://localhost:9000/tiles/{z}/{x}/{y}.png")).toBe("http://localhost:9000");
    expect(mapTileSource(null)).toBeNull();
    expect(mapTileSource("not a url")).toBeNull();
  });
});
