import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PatientIntlProvider } from "../../ui/i18n/patient-intl-provider.tsx";
import { TextingErrorPage } from "./texting-error-page.tsx";

describe("the texting link's error page", () => {
  it("says it in Spanish, the tab's title too", () => {
    render(
      <PatientIntlProvider initialLocale="es-US">
        <MemoryRouter>
          <TextingErrorPage />
        </MemoryRouter>
      </PatientIntlProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "No pudimos abrir este enlace de cita" })).toBeInTheDocument();
    expect(screen.getByText(/^Es posible que el enlace haya vencido/)).toBeInTheDocument();
    expect(document.title).toBe("Enlace no disponible | Buscar un médico");
  });
});
