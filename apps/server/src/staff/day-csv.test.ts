import { describe, expect, it } from "vitest";
import { csvCell, dayBookingsCsv } from "./day-csv.ts";

describe("the day's CSV export", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell("+1-555")).toBe(`"'+1-555"`);
    expect(csvCell("-2+3")).toBe(`"'-2+3"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\tcmd")).toBe(`"'\tcmd"`);
    expect(csvCell("O'Neil-Smith, Maria")).toBe(`"O'Neil-Smith, Maria"`);
  });

  it("writes a header and one quoted row per booking with CRLF lines", () => {
    const csv = dayBookingsCsv([
      {
        bookingId: "FAD-1",
        status: "cancelled",
        start: "2026-11-24T14:00:00.000Z",
        end: "2026-11-24T14:20:00.000Z",
        startTime: "9:00 AM",
        patientName: "=cmd, Eve",
        physicianName: "Dr. A B",
        appointmentType: "Checkup",
        arrival: null,
        ehrEntered: false,
      },
      {
        bookingId: "FAD-2",
        status: "booked",
        start: "2026-11-24T14:20:00.000Z",
        end: "2026-11-24T14:40:00.000Z",
        startTime: "9:20 AM",
        patientName: "Doe, Jo",
        physicianName: "Dr. A B",
        appointmentType: "Checkup",
        arrival: "no-show",
        ehrEntered: true,
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      '"Time","Patient","Doctor","Appointment type","Status","Confirmation number","In EHR"',
      `"9:00 AM","'=cmd, Eve","Dr. A B","Checkup","Cancelled","FAD-1","No"`,
      `"9:20 AM","Doe, Jo","Dr. A B","Checkup","No-show","FAD-2","Yes"`,
      "",
    ]);
  });
});
