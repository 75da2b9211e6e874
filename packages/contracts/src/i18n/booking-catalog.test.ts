import { describe, expect, it } from "vitest";
import { BOOKED_TEXTS } from "../appointments/booked-appointment-texts.ts";
import { HOLD_MINUTES } from "../appointments/hold-slot.ts";
import { notAcceptingPatientsText } from "../messages/appointment-step-texts.ts";
import { BOOKING_WIZARD_TEXTS, SESSION_TIMER_TEXTS } from "../messages/booking-wizard-texts.ts";
import { CONFIRMATION_TEXTS } from "../messages/confirmation-texts.ts";
import { checkAddress1, checkAddress2, checkPhoneNumber, checkReasonForVisit } from "../patient/patient-field-rules.ts";
import {
  charactersMessage,
  FIELD_LABELS,
  PATIENT_MESSAGES,
  pleaseEnterAValid,
  reasonCounterText,
  tooLongMessage,
} from "../patient/patient-messages.ts";
import { CATALOG, type MessageId } from "./catalog.ts";
import { catalogIntl } from "./create-catalog-intl.ts";

const en = catalogIntl("en-US");
const es = catalogIntl("es-US");
const english = (id: MessageId, values?: Record<string, string | number>) => en.formatMessage({ id }, values);
const spanish = (id: MessageId, values?: Record<string, string | number>) => es.formatMessage({ id }, values);

describe("the booking's catalog keeps the spec's English word for word", () => {
  it("for the texts with values", () => {
    for (const answer of ["Yes", "No"] as const) {
      expect(english("booking.appointment.notAccepting", { answer })).toBe(notAcceptingPatientsText(answer));
    }
    expect(english("booking.stepCount", { step: 2, total: 3 })).toBe(BOOKING_WIZARD_TEXTS.stepCount(2, 3));
    expect(english("booking.mobileStepCount", { step: 3, total: 4 })).toBe(BOOKING_WIZARD_TEXTS.mobileStepCount(3, 4));
    expect(english("booking.timer.keepTime", { minutes: HOLD_MINUTES })).toBe(SESSION_TIMER_TEXTS.warning.keepTime);
    expect(english("booking.timer.keptUntil", { time: "3:45 PM" })).toBe(
      SESSION_TIMER_TEXTS.warning.keptUntil("3:45 PM"),
    );
    expect(english("booking.appointment.reasonCounter", { count: 17 })).toBe(reasonCounterText(17));
    const when = { date: "Monday, November 30, 2026", time: "9:30 AM CST" };
    expect(english("confirmation.confirmedFor", when)).toBe(
      `${CONFIRMATION_TEXTS.confirmedFor(when.date, when.time)}.`,
    );
    expect(english("confirmation.cancelledFor", when)).toBe(BOOKED_TEXTS.cancelledFor(when.date, when.time));
    expect(english("booked.virtualVisitAt", { location: "Plano" })).toBe(`${BOOKED_TEXTS.telehealthLocation}, Plano`);
    expect(english("booked.telehealthHow", { hasPhone: "yes", phone: "(615) 555-0100" })).toBe(
      BOOKED_TEXTS.telehealthHow("6155550100"),
    );
    expect(english("booked.telehealthHow", { hasPhone: "no", phone: "" })).toBe(BOOKED_TEXTS.telehealthHow(null));
  });

  it("for every field message the rules answer (decision 176)", () => {
    for (const [field, label] of Object.entries(FIELD_LABELS)) {
      expect(english("booking.field.invalid", { field })).toBe(pleaseEnterAValid(label));
    }
    for (const field of ["address1", "address2"] as const) {
      expect(english("booking.field.addressCharacters", { field })).toBe(
        charactersMessage(FIELD_LABELS[field], PATIENT_MESSAGES.addressCharacters),
      );
    }
    expect(english("booking.field.reasonCharacters")).toBe(checkReasonForVisit("<b>")?.message);
    expect(english("booking.field.addressCharacters", { field: "address2" })).toBe(checkAddress2("Apt $4")?.message);
    expect(english("booking.field.addressCharacters", { field: "address1" })).toBe(checkAddress1("1 Main $t")?.message);
    expect(english("booking.field.tooLong", { maximum: 20 })).toBe(tooLongMessage(20));
    expect(english("booking.fieldSpoken.phoneInvalid")).toBe(checkPhoneNumber("12")?.screenReaderText);
  });
});

describe("the booking's Spanish", () => {
  it("writes whole sentences, each field's own", () => {
    expect(spanish("booking.field.invalid", { field: "city" })).toBe("Ingrese una ciudad válida.");
    expect(spanish("booking.field.invalid", { field: "policyId" })).toBe("Ingrese un número de póliza válido.");
    expect(spanish("booking.field.addressCharacters", { field: "address1" })).toBe(
      "Ingrese una dirección válida. El campo no puede incluir caracteres especiales, excepto # _ . o -",
    );
    expect(spanish("booking.appointment.notAccepting", { answer: "Yes" })).toBe(
      "Por ahora, este médico no acepta pacientes actuales mediante citas en línea. Llame para hacer su cita:",
    );
    expect(spanish("booking.countdown.minutesLeft", { minutes: 1 })).toBe("Guardamos su hora por 1 minuto más");
    expect(spanish("booking.countdown.minutesLeft", { minutes: 14 })).toBe("Guardamos su hora por 14 minutos más");
    expect(spanish("booked.telehealthHow", { hasPhone: "no", phone: "" })).not.toContain("llame");
    expect(spanish("booked.telehealthHow", { hasPhone: "yes", phone: "(615) 555-0100" })).toContain(
      "Si necesita ayuda, llame al (615) 555-0100.",
    );
  });

  it("uses usted and the glossary's words, never tú or turno", () => {
    const ours = Object.entries(CATALOG).filter(([id]) => /^(booking|booked|confirmation|manage|errors)\./.test(id));
    expect(ours.length).toBeGreaterThan(150);
    for (const [id, entry] of ours) {
      expect(entry.es, id).not.toMatch(/\b(tú|tu|tus|turno|proveedor|reprogramar|condición)\b/i);
    }
  });
});
