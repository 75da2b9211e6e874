import type { Locale } from "@fad/contracts/i18n/locales";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PatientIntlProvider } from "../../ui/i18n/patient-intl-provider.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

function renderIn(locale: Locale, page: React.ReactNode) {
  render(
    <PatientIntlProvider initialLocale={locale}>
      <MemoryRouter>{page}</MemoryRouter>
    </PatientIntlProvider>,
  );
}

describe("the error pages", () => {
  it("say the spec's English", () => {
    renderIn("en-US", <NotFoundPage />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Sorry, the page you were looking for was not found." }),
    ).toBeInTheDocument();
    expect(screen.getByText("Error code: 404")).toBeInTheDocument();
    expect(document.title).toBe("Page not found | Find a Doctor");
  });

  it("say it in Spanish, the tab's title too", () => {
    renderIn("es-US", <NotFoundPage />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Lo sentimos, no se encontró la página que buscaba." }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Es posible que la información se haya cambiado o eliminado. Vuelva a hacer su búsqueda."),
    ).toBeInTheDocument();
    expect(screen.getByText("Código de error: 404")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a la búsqueda" })).toHaveAttribute("href", "/physicians");
    expect(document.title).toBe("No se encontró la página | Buscar un médico");
  });
});
