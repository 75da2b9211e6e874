import type { Locale } from "@fad/contracts/i18n/locales";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PatientIntlProvider } from "../i18n/patient-intl-provider.tsx";
import { DisclosureModal } from "./disclosure-modal.tsx";

const ENGLISH = "Texas law requires this notice.";
const SPANISH = "La ley de Texas exige este aviso.";

function show(locale: Locale, spanishText: string | null = SPANISH) {
  render(
    <PatientIntlProvider initialLocale={locale}>
      <DisclosureModal isOpen englishText={ENGLISH} spanishText={spanishText} onAgree={() => {}} onCancel={() => {}} />
    </PatientIntlProvider>,
  );
  return screen.getByRole("alertdialog");
}

describe("the disclosure modal and the page's language", () => {
  it("on an English page opens in English, and its list turns it to the spec's Spanish", async () => {
    const dialog = show("en-US");
    expect(dialog).toHaveAccessibleName('You must select "I Understand" to see results');
    const list = within(dialog).getByRole("combobox", { name: "Language" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English", "Spanish"]);
    expect(within(dialog).getByText(ENGLISH)).toHaveAttribute("lang", "en");
    await userEvent.selectOptions(list, "Spanish");
    expect(dialog).toHaveAccessibleName('Debe seleccionar "Entiendo" para ver los resultados');
    expect(within(dialog).getByRole("button", { name: "Entiendo" })).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeVisible();
    expect(within(dialog).getByText(SPANISH)).toHaveAttribute("lang", "es");
  });

  it("on a Spanish page opens in Spanish, its list named in Spanish, and English is still one choice away", async () => {
    const dialog = show("es-US");
    expect(dialog).toHaveAccessibleName('Debe seleccionar "Entiendo" para ver los resultados');
    const list = within(dialog).getByRole("combobox", { name: "Idioma" });
    expect(list).toHaveValue("Spanish");
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Inglés", "Español"]);
    expect(within(dialog).getByText(SPANISH)).toHaveAttribute("lang", "es");
    await userEvent.selectOptions(list, "English");
    expect(dialog).toHaveAccessibleName('You must select "I Understand" to see results');
    expect(within(dialog).getByRole("button", { name: "I Understand" })).toBeVisible();
    expect(within(dialog).getByText(ENGLISH)).toHaveAttribute("lang", "en");
  });

  it("on a Spanish page with only the English disclosure: Spanish buttons, the English text marked as English", () => {
    const dialog = show("es-US", null);
    expect(dialog).toHaveAccessibleName('Debe seleccionar "Entiendo" para ver los resultados');
    expect(within(dialog).queryByRole("combobox")).toBeNull();
    expect(within(dialog).getByText(ENGLISH)).toHaveAttribute("lang", "en");
    expect(within(dialog).getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
  });
});
