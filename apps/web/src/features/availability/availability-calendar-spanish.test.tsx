import { CATALOG } from "@fad/contracts/i18n/catalog";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeBookingLocation } from "../../testing/physician-fixtures.ts";
import { BOOKING_ROUTES, envelope, stubFetch } from "../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../testing/viewport-width.ts";
import { PatientIntlProvider } from "../../ui/i18n/patient-intl-provider.tsx";
import { HoldConfirmationModal, HoldErrorModal } from "./hold-modals.tsx";
import { makeDays, TODAY } from "./testing/availability-fixtures.ts";
import { renderCalendar } from "./testing/render-calendar.tsx";
import { TimesForLine, VisitChoice } from "./visit-choice.tsx";

/** The calendar on a Spanish page (issue 36; decision 175): its words from the catalog, days and times from Intl. */

const region = () => screen.getByRole("region", { name: "Horas de citas disponibles" });
const dayColumns = () =>
  within(region())
    .getAllByRole("listitem")
    .filter((item) => item.classList.contains("day-column"));
/** Intl's own spaces (a narrow no-break space in "a. m." in some ICU versions) as plain spaces. */
const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ");

/** Every English message of the catalog with no values and a Spanish of its own: none may show in Spanish. */
const ENGLISH_ONLY = Object.values(CATALOG)
  .map((entry) => entry.en)
  .filter((en) => !en.includes("{") && en.length > 3 && !Object.values(CATALOG).some((entry) => entry.es === en));

/** Whole words only: "Cancel" is not in "Cancelar". */
const shows = (text: string, english: string) =>
  new RegExp(`(?<!\\p{L})${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u").test(text);

function expectNoCatalogEnglish(container: HTMLElement) {
  const text = container.textContent ?? "";
  const names = [...container.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label"));
  const found = ENGLISH_ONLY.filter((english) => shows(text, english) || names.includes(english));
  expect(found, "English texts in a Spanish calendar").toEqual([]);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T15:00:00Z") });
  vi.spyOn(console, "error").mockImplementation(() => {});
  setViewportWidth(1280);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderSpanish = (props: Parameters<typeof renderCalendar>[0]) =>
  renderCalendar(props, {}, undefined, undefined, "es-US");

describe("the calendar in Spanish", () => {
  it("heads each day as Spanish writes it and names each time on Spanish's clock with its whole date", () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const { container } = renderSpanish({ initialDays: makeDays(14) });
    const first = dayColumns()[0] as HTMLElement;
    expect(plain(first.querySelector(".day-column__weekday")?.textContent ?? null)).toMatch(/^lun\.?$/);
    expect(plain(first.querySelector(".day-column__date")?.textContent ?? null)).toMatch(/^23 de nov\.?$/);
    expect(first).toHaveAccessibleName("lunes, 23 de noviembre");
    const nine = within(first).getAllByRole("button")[0] as HTMLElement;
    expect(plain(nine.textContent)).toMatch(/^9:00 a\. ?m\.$/);
    // The name starts with the visible text (WCAG 2.5.3), then the day.
    expect(plain(nine.getAttribute("aria-label"))).toBe(`${plain(nine.textContent)}, lunes, 23 de noviembre`);
    expect(plain(within(first).getAllByRole("button")[1]?.textContent ?? null)).toMatch(/^1:30 p\. ?m\.$/);
    expect(screen.getByRole("button", { name: "Ver calendario" })).toBeVisible();
    expectNoCatalogEnglish(container);
  });

  it("moves by a slide with Spanish arrows and announces the days shown in Spanish", async () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const user = userEvent.setup();
    renderSpanish({ initialDays: makeDays(14) });
    expect(screen.getByRole("button", { name: "Mostrar días anteriores" })).toHaveAttribute("aria-disabled", "true");
    await user.click(screen.getByRole("button", { name: "Mostrar días posteriores" }));
    expect(
      screen.getByText(
        "Se muestran las horas de citas desde el sábado, 28 de noviembre hasta el miércoles, 2 de diciembre",
      ),
    ).toBeInTheDocument();
  });

  it("says a day without times, the next available day and the call to make, in Spanish", async () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const user = userEvent.setup();
    const { unmount } = renderSpanish({ initialDays: makeDays(14, TODAY, (index) => (index === 1 ? [] : ["09:00"])) });
    expect(screen.getByRole("listitem", { name: "martes, 24 de noviembre: no hay horas de citas" })).toHaveTextContent(
      "Sin horas",
    );
    unmount();

    const next = renderSpanish({ initialDays: makeDays(14, TODAY, (index) => (index >= 9 ? ["08:30"] : [])) });
    expect(screen.getByText("La próxima cita disponible es el miércoles, 2 de diciembre de 2026")).toBeVisible();
    expectNoCatalogEnglish(next.container);
    await user.click(screen.getByRole("button", { name: "Ir a la próxima cita" }));
    expect(screen.getAllByRole("button", { name: /, miércoles, 2 de diciembre$/ })[0]).toHaveFocus();
    next.unmount();

    renderSpanish({ initialDays: makeDays(14, TODAY, () => []) });
    expect(screen.getByText("Llame para hacer su cita")).toBeVisible();
    expect(screen.getByRole("link", { name: "Llamar al (615) 555-0100" })).toHaveAttribute("href", "tel:+16155550100");
  });

  it("opens react-aria's date picker in Spanish (I18nProvider): its label, button and month", async () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const user = userEvent.setup();
    renderSpanish({ initialDays: makeDays(14) });
    await user.click(screen.getByRole("button", { name: "Ver calendario" }));
    // The picker is fetched the first time it is asked for (decision 50).
    const dialog = await screen.findByRole("dialog", { name: "Seleccione una fecha" }, { timeout: 10_000 });
    expect(within(dialog).getAllByRole("heading")[0]).toHaveTextContent(/noviembre/);
    // The popup is modal: the page behind it is hidden from assistive technology until it closes.
    expect(screen.getByRole("button", { name: "Ver horas", hidden: true })).toBeInTheDocument();
    // react-aria names the button by its own label, then the field's.
    expect(screen.getByRole("button", { name: "Elegir fecha Seleccione una fecha", hidden: true })).toBeInTheDocument();
  });

  it("a failed fetch offers to try again in Spanish", async () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    renderSpanish({ appointmentTypeCode: "NEWPT", location: makeBookingLocation() });
    expect(await screen.findByRole("button", { name: "Intentar de nuevo" })).toBeVisible();
  });
});

describe("the hold modals and the visit choice in Spanish", () => {
  it("asks to confirm the hold and says a time is gone in Spanish", () => {
    render(
      <PatientIntlProvider initialLocale="es-US">
        <HoldConfirmationModal isOpen onCancel={() => {}} onContinue={() => {}} />
      </PatientIntlProvider>,
    );
    const confirm = screen.getByRole("dialog", { name: "Su hora de cita quedará reservada durante 15 minutos" });
    expect(within(confirm).getByRole("button", { name: "Continuar" })).toBeVisible();
    expect(within(confirm).getByRole("button", { name: "Cancelar" })).toBeVisible();
    expectNoCatalogEnglish(confirm);
  });

  it("says the time is gone in Spanish", () => {
    render(
      <PatientIntlProvider initialLocale="es-US">
        <HoldErrorModal isOpen onProfile={() => {}} onRefresh={() => {}} />
      </PatientIntlProvider>,
    );
    const gone = screen.getByRole("alertdialog", { name: "La cita ya no está disponible" });
    expect(gone).toHaveTextContent("Estamos actualizando su pantalla para mostrarle las horas más recientes.");
    expect(within(gone).getByRole("button", { name: "Perfil del médico" })).toBeVisible();
    expect(within(gone).getByRole("button", { name: "Actualizar" })).toBeVisible();
  });

  it("asks the visit and names the times' type in whole Spanish sentences", () => {
    render(
      <PatientIntlProvider initialLocale="es-US">
        <VisitChoice value="returning" onChange={() => {}} />
        <TimesForLine type={{ friendlyName2: "Follow-Up Visit", patientType: "Current" }} />
      </PatientIntlProvider>,
    );
    expect(screen.getByRole("group", { name: "Su visita" })).toBeVisible();
    expect(screen.getByRole("radio", { name: "Paciente nuevo" })).not.toBeChecked();
    expect(
      screen.getByRole("radio", { name: "Paciente actual (visitó al médico en los últimos 3 años)" }),
    ).toBeChecked();
    expect(screen.getByText("Horas para Follow-Up Visit (pacientes actuales)")).toBeVisible();
  });
});
