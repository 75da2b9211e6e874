import { CATALOG } from "@fad/contracts/i18n/catalog";
import type { Physician } from "@fad/contracts/provider/search-providers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeLocation, makePhysician } from "../../testing/physician-fixtures.ts";
import { searchAnswer } from "../../testing/provider-search-answer.ts";
import { envelope, stubFetch } from "../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../testing/viewport-width.ts";
import { makeDays } from "../availability/testing/availability-fixtures.ts";
import { renderProfile } from "./testing/render-profile.tsx";

/** The profile on a Spanish page (issue 36): every text of ours in Spanish, the doctor's own data as listed. */

const appType = (code: string, friendlyName2: string, patientType: "New" | "Current" | "New/Current") => ({
  code,
  friendlyName2,
  abbreviation: code,
  mhdAppointmentTypeName: friendlyName2,
  patientType,
});

/** Every English message of the catalog with no values and a Spanish of its own: none may show in Spanish. */
const ENGLISH_ONLY = Object.values(CATALOG)
  .map((entry) => entry.en)
  .filter((en) => !en.includes("{") && en.length > 3 && !Object.values(CATALOG).some((entry) => entry.es === en));

/** Whole words only: "Cancel" is not in "Cancelar". */
const shows = (text: string, english: string) =>
  new RegExp(`(?<!\\p{L})${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u").test(text);

/** The directory's own words on the page (a type's name is its data, shown as listed): not ours to translate. */
const DIRECTORY_WORDS = ["New Patient Visit"];

function catalogEnglishOnPage(): string[] {
  const text = DIRECTORY_WORDS.reduce((page, words) => page.replaceAll(words, ""), document.body.textContent ?? "");
  const names = [...document.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label"));
  return ENGLISH_ONLY.filter((english) => shows(text, english) || names.includes(english));
}

function showSpanishProfile(
  overrides: Partial<Physician> = {},
  types = [appType("NEWPT", "New Patient Visit", "New")],
) {
  const physician = makePhysician({
    physicianBio: `${"Dr. Lopez has cared for families in Austin for twenty years. ".repeat(10)}`,
    physicianCarePhilosophy: "Listen first.",
    affiliations: [{ locationId: "h-1", locationName: "St. David's Medical Center" }],
    credentialsAndAccreditations: [
      {
        credentialOrAccreditationId: 1,
        organizationOrSchool: "UT Southwestern",
        type: "Medical School",
        yearReceived: 2004,
      },
    ],
    website: "www.riverside.example",
    providerLocations: [
      makeLocation({
        acceptedInsurance: [
          {
            insurerId: 1,
            insurancePayorName: "Aetna",
            insurancePlans: [{ insurancePlanId: 11, insurancePlanName: "Aetna Choice POS II" }],
          },
        ],
      }),
      makeLocation({ id: "loc-2", name: "North Clinic", mapMarkerLabel: "B" }),
    ],
    ...overrides,
  });
  const fetchMock = stubFetch((address) => {
    if (address.includes("/provider/search")) return Response.json(searchAnswer([physician]));
    if (address.startsWith("/fadmaa/provider/appTypes/")) return envelope(types);
    if (address.startsWith("/fadmaa/appointment/search")) return envelope(makeDays(14));
    return new Response("{}", { status: 503 });
  });
  renderProfile({}, physician.urlTitle, "es-US");
  return fetchMock;
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  window.sessionStorage.clear();
  setViewportWidth(1280);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the profile in Spanish", () => {
  it("says every label, heading, button and section in Spanish, the doctor's own data as listed", async () => {
    showSpanishProfile();
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Maria J. Lopez, MD, FAAFP");
    // Specialty names in Spanish; the gender through the catalog; the languages by Intl's Spanish names.
    expect(screen.getByText("Medicina familiar", { selector: "p" })).toBeVisible();
    expect(screen.getByText("Sexo")).toBeVisible();
    expect(screen.getByText("Femenino")).toBeVisible();
    expect(screen.getByText("Idiomas")).toBeVisible();
    expect(screen.getByText("inglés, español")).toBeVisible();
    expect(screen.getByRole("region", { name: "Ubicación" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Elegir otra ubicación (2)" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Hacer una cita" })).toBeVisible();
    expect(screen.getByRole("region", { name: "Citas disponibles" })).toBeVisible();
    expect([...document.querySelectorAll(".profile-sections h2")].map((heading) => heading.textContent)).toEqual([
      "Biografía",
      "Filosofía de atención",
      "Procedimientos y afecciones que trata",
      "Seguros aceptados",
      "Especialidades",
      "Afiliaciones",
      "Sitio web de la clínica",
      "Credenciales y formación",
    ]);
    expect(screen.getByText("Medicina familiar - Certificación de la junta médica")).toBeVisible();
    // A credential's known kind in Spanish; the school's name as the directory has it.
    expect(screen.getByText("UT Southwestern")).toBeVisible();
    expect(screen.getByText("Facultad de medicina, 2004")).toBeVisible();
    // A location listing no insurer says to call, in Spanish; the insurers' own names stay.
    expect(screen.getByText("Llame a esta ubicación para preguntar qué seguros acepta.")).toBeVisible();
    expect(screen.getByText("Aetna")).toBeVisible();
    expect(screen.getByRole("button", { name: "Ver biografía completa" })).toBeVisible();
    expect(screen.getByRole("link", { name: "www.riverside.example (se abre en una pestaña nueva)" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Inicio" })).toBeVisible();

    // The visit and its times: the choice, the type's line and the calendar's first times.
    expect(screen.getByRole("group", { name: "Su visita" })).toBeVisible();
    expect(await screen.findByText("Horas para New Patient Visit (pacientes nuevos)")).toBeVisible();
    const calendar = screen.getByRole("region", { name: "Horas de citas disponibles" });
    await waitFor(() =>
      expect(within(calendar).getAllByRole("button", { name: /de noviembre$|de diciembre$/ }).length).toBeGreaterThan(
        0,
      ),
    );
    expect(within(calendar).getByRole("button", { name: "Ver calendario" })).toBeVisible();

    expect(catalogEnglishOnPage(), "English texts on a Spanish profile").toEqual([]);
  });

  it("opens the rating and location modals in Spanish", async () => {
    showSpanishProfile();
    await screen.findByRole("heading", { level: 1 });
    await userEvent.click(screen.getByRole("button", { name: /^Calificación de 4\.7 de 5/ }));
    const rating = await screen.findByRole("dialog", { name: "Acerca de las calificaciones de nuestros pacientes" });
    expect(rating).toHaveTextContent("Las calificaciones con estrellas provienen de encuestas");
    await userEvent.click(within(rating).getByRole("button", { name: "Cerrar" }));

    await userEvent.click(screen.getByRole("button", { name: "Elegir otra ubicación (2)" }));
    const locations = await screen.findByRole("dialog", { name: "Elija una ubicación" });
    expect(locations).toHaveTextContent("Maria J. Lopez, MD, FAAFP atiende a pacientes en 2 ubicaciones.");
    expect(within(locations).getByRole("list", { name: "Ubicaciones" })).toBeVisible();
    expect(within(locations).getByText("Se muestra ahora")).toBeVisible();
    expect(catalogEnglishOnPage(), "English texts in the modals").toEqual([]);
  });

  it("says in Spanish when the doctor takes no patients of the visit online, with the number to call", async () => {
    showSpanishProfile({}, [appType("FOLLOW", "Follow-Up Visit", "Current")]);
    await screen.findByRole("heading", { level: 1 });
    expect(
      await screen.findByText(
        /^Por el momento, este médico no acepta citas en línea de pacientes nuevos\. Llame para hacer su cita:/,
      ),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole("radio", { name: "Paciente actual (visitó al médico en los últimos 3 años)" }),
    );
    expect(await screen.findByText("Horas para Follow-Up Visit (pacientes actuales)")).toBeVisible();
  });

  it("names the list of types as step 1 and the confirmation do, never as the reason the patient describes (decision 210)", async () => {
    showSpanishProfile({}, [appType("CONSULT", "Consultation", "New"), appType("NEWPT", "New Patient Visit", "New")]);
    const types = await screen.findByRole("combobox", { name: "Tipo de cita" });
    expect(screen.queryByText("Motivo de la visita")).toBeNull();
    expect(await screen.findByText("Horas para Consultation (pacientes nuevos)")).toBeVisible();
    await userEvent.selectOptions(types, "New Patient Visit");
    expect(await screen.findByText("Horas para New Patient Visit (pacientes nuevos)")).toBeVisible();
  });

  it("shows the not-found view in Spanish", async () => {
    stubFetch((address) =>
      address.includes("/provider/search") ? Response.json(searchAnswer([])) : new Response("{}", { status: 503 }),
    );
    renderProfile({}, "nobody", "es-US");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("No encontramos a este médico");
    expect(screen.getByRole("button", { name: "Volver a la búsqueda" })).toBeVisible();
    expect(document.title).toContain("Médico no encontrado");
  });
});
