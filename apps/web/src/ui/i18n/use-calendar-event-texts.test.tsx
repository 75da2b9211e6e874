import { CALENDAR_EVENT_TEXTS } from "@fad/contracts/appointments/booked-appointment-texts";
import type { Locale } from "@fad/contracts/i18n/locales";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { PatientIntlProvider } from "./patient-intl-provider.tsx";
import { useCalendarEventTexts } from "./use-calendar-event-texts.ts";

function textsIn(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PatientIntlProvider initialLocale={locale}>{children}</PatientIntlProvider>
  );
  return renderHook(() => useCalendarEventTexts(), { wrapper }).result.current;
}

describe("the browser's calendar file words (decision 178)", () => {
  it("English: the contracts' words exactly", () => {
    const texts = textsIn("en-US");
    expect(texts.summary("Jane Q. Doe")).toBe(CALENDAR_EVENT_TEXTS.summary("Jane Q. Doe"));
    expect(texts.patient("Lucas Lopez", "Ana Lopez")).toBe(CALENDAR_EVENT_TEXTS.patient("Lucas Lopez", "Ana Lopez"));
    expect(texts.patient("Ana Lopez", null)).toBe(CALENDAR_EVENT_TEXTS.patient("Ana Lopez", null));
    expect(texts.telehealthHow("615-555-0100")).toBe(CALENDAR_EVENT_TEXTS.telehealthHow("615-555-0100"));
    expect(texts.telehealthHow(null)).toBe(CALENDAR_EVENT_TEXTS.telehealthHow(null));
    expect(texts.reminder).toBe(CALENDAR_EVENT_TEXTS.reminder);
  });

  it("Spanish on a Spanish page", () => {
    const texts = textsIn("es-US");
    expect(texts.summary("Jane Q. Doe")).toBe("Cita médica con Jane Q. Doe");
    expect(texts.patient("Lucas Lopez", "Ana Lopez")).toBe("Paciente: Lucas Lopez (cita hecha por Ana Lopez)");
    expect(texts.confirmationNumber("FAD-1")).toBe("Número de confirmación: FAD-1");
    expect(texts.telehealthHow("615-555-0100")).toMatch(/; si necesita ayuda, llame al \(615\) 555-0100\.$/);
    expect(texts.reminder).toBe("Recordatorio: mañana tiene una cita médica");
  });
});
