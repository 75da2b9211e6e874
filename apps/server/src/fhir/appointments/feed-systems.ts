/**
 * The identifier and code systems of the feed's own values, under our FHIR base (so they are ours and
 * resolve to this server): the booking id (also the Appointment's and the Patient's id, and the SIU's
 * SCH-1 and PID-3) and our appointment type codes (the SIU's AIS-3).
 */
export interface FeedSystems {
  bookingId: string;
  appointmentType: string;
}

export function feedSystems(publicUrl: string): FeedSystems {
  const base = `${publicUrl.replace(/\/$/, "")}/fhir`;
  return { bookingId: `${base}/sid/booking-id`, appointmentType: `${base}/CodeSystem/appointment-type` };
}
