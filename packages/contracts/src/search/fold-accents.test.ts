import { describe, expect, it } from "vitest";
import { foldAccents, sqlFoldTable } from "./fold-accents.ts";

describe("foldAccents", () => {
  it("folds accented letters to their base letters, precomposed or not, and keeps the rest", () => {
    expect(foldAccents("Muñoz José cardiólogo Pérez-Ruíz")).toBe("Munoz Jose cardiologo Perez-Ruiz");
    expect(foldAccents("Jose\u0301")).toBe("Jose");
    expect(foldAccents("Nguyễn Çelik Ångström")).toBe("Nguyen Celik Angstrom");
    // No decomposition: kept as typed (and matched as typed).
    expect(foldAccents("Straße Øberg")).toBe("Straße Øberg");
    expect(foldAccents("plain ASCII, 1/2 & (x)")).toBe("plain ASCII, 1/2 & (x)");
  });

  it("gives the SQL fold one letter for one letter over the ranges it covers", () => {
    const { from, to } = sqlFoldTable();
    expect([...from]).toHaveLength([...to].length);
    expect(new Set(from).size).toBe([...from].length);
    expect(from).toContain("ñ");
    expect(to[[...from].indexOf("ñ")]).toBe("n");
  });
});
