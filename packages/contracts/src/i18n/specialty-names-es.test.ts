import { describe, expect, it } from "vitest";
import { specialtyDisplayName } from "./specialty-names-es.ts";

describe("specialtyDisplayName", () => {
  it("shows the Spanish name on Spanish pages where one is listed, the directory's otherwise", () => {
    expect(specialtyDisplayName("Cardiology", "es-US")).toBe("Cardiología");
    expect(specialtyDisplayName("Cardiology", "en-US")).toBe("Cardiology");
    expect(specialtyDisplayName("Lifestyle Medicine", "es-US")).toBe("Lifestyle Medicine");
  });
});
