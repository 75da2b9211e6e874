import { describe, expect, it } from "vitest";
import { notAcceptingPatientsText } from "../../messages/appointment-step-texts.ts";
import { AVAILABILITY_TEXTS } from "../../messages/availability-texts.ts";
import { PROFILE_TEXTS } from "../../messages/profile-texts.ts";
import type { MessageId } from "../catalog.ts";
import { catalogIntl } from "../create-catalog-intl.ts";

const en = (id: MessageId, values?: Record<string, string | number>) =>
  catalogIntl("en-US").formatMessage({ id }, values);
const es = (id: MessageId, values?: Record<string, string | number>) =>
  catalogIntl("es-US").formatMessage({ id }, values);

describe("the calendar's, the visit's and the profile's messages", () => {
  it("keep the spec's and the app's English word for word", () => {
    expect(en("availability.nextAvailable", { date: "Tuesday, December 1, 2026" })).toBe(
      AVAILABILITY_TEXTS.nextAvailable("Tuesday, December 1, 2026"),
    );
    expect(en("visit.notAccepting", { visit: "new" })).toBe(notAcceptingPatientsText("No"));
    expect(en("visit.notAccepting", { visit: "returning" })).toBe(notAcceptingPatientsText("Yes"));
    // The "Times for" line as visit-texts.ts wrote it before the catalog (decision 129).
    expect(en("visit.timesFor", { type: "Follow-Up Visit", patients: "current" })).toBe(
      "Times for Follow-Up Visit (returning patients)",
    );
    expect(en("visit.timesFor", { type: "Sick Visit", patients: "both" })).toBe(
      "Times for Sick Visit (new and returning patients)",
    );
    expect(en("visit.timesFor", { type: "New Patient Visit", patients: "new" })).toBe(
      "Times for New Patient Visit (new patients)",
    );
    expect(en("visit.option", { visit: "new" })).toBe("New patient");
    expect(en("visit.option", { visit: "returning" })).toBe("Returning patient (seen within the last 3 years)");
    expect(en("profile.specialtyBoardCertified", { specialty: "Cardiology", boardCertified: "yes" })).toBe(
      `Cardiology${PROFILE_TEXTS.boardCertifiedSuffix}`,
    );
    expect(en("profile.specialtyBoardCertified", { specialty: "Cardiology", boardCertified: "no" })).toBe("Cardiology");
    expect(en("availability.slideAnnouncement", { same: "yes", from: "Monday, November 30", to: "x" })).toBe(
      "Showing appointment times for Monday, November 30",
    );
    expect(en("profile.gender", { gender: "Female" })).toBe("Female");
  });

  it("write the Spanish as whole sentences, choosing by the visit and the patients", () => {
    expect(es("visit.notAccepting", { visit: "returning" })).toBe(
      "Por el momento, este médico no acepta citas en línea de pacientes actuales. Llame para hacer su cita:",
    );
    expect(es("visit.timesFor", { type: "Sick Visit", patients: "both" })).toBe(
      "Horas para Sick Visit (pacientes nuevos y actuales)",
    );
    expect(es("visit.option", { visit: "returning" })).toBe("Paciente actual (visitó al médico en los últimos 3 años)");
    expect(
      es("availability.slideAnnouncement", {
        same: "no",
        from: "lunes, 30 de noviembre",
        to: "viernes, 4 de diciembre",
      }),
    ).toBe("Se muestran las horas de citas desde el lunes, 30 de noviembre hasta el viernes, 4 de diciembre");
    expect(es("availability.nextAvailable", { date: "martes, 1 de diciembre de 2026" })).toBe(
      "La próxima cita disponible es el martes, 1 de diciembre de 2026",
    );
    expect(es("profile.gender", { gender: "Female" })).toBe("Femenino");
    // A value the directory gives that the catalog does not name is shown as it is.
    expect(es("profile.gender", { gender: "Nonbinary" })).toBe("Nonbinary");
    expect(es("disclosure.languageOption", { language: "Spanish" })).toBe("Español");
  });
});
