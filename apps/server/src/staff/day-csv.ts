import { bookingStatusLabel, type DayBooking } from "@fad/contracts/staff/staff-console";

/**
 * A day's bookings as CSV for the front desk (RFC 4180, CRLF lines). Every cell is quoted, and a cell a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, so a patient name typed as `=HYPERLINK(…)` stays text when the file is opened (OWASP
 * "CSV injection").
 */
export function csvCell(value: string): string {
  const neutral = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${neutral.replaceAll('"', '""')}"`;
}

export const DAY_CSV_HEADER = [
  "Time",
  "Patient",
  "Doctor",
  "Appointment type",
  "Status",
  "Confirmation number",
  "In EHR",
];

export function dayBookingsCsv(bookings: readonly DayBooking[]): string {
  const rows = [
    DAY_CSV_HEADER,
    ...bookings.map((booking) => [
      booking.startTime,
      booking.patientName,
      booking.physicianName,
      booking.appointmentType,
      bookingStatusLabel(booking),
      booking.bookingId,
      booking.ehrEntered ? "Yes" : "No",
    ]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
