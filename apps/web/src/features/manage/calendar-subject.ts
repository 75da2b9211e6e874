import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import type { CalendarLocation, CalendarPhysician } from "../availability/calendar-subject.ts";

/**
 * The booking's doctor and calendar as the availability calendar reads them. The calendar is the
 * booking's own: a new time must be on it (the reschedule call refuses any other).
 */
export function calendarSubjectOf(booked: BookedAppointment): {
  physician: CalendarPhysician;
  location: CalendarLocation;
} {
  const { location } = booked;
  return {
    physician: { physicianNpi: booked.physician.physicianNpi },
    location: {
      id: location.id,
      mhdCalendarId: booked.appointment.calendarId,
      timeZone: location.timeZone,
      phone: location.phone,
      relatedContactCenterPhoneNumber: location.relatedContactCenterPhoneNumber,
    },
  };
}
