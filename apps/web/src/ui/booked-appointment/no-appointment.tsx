import { BOOKED_TEXTS } from "@fad/contracts/appointments/booked-appointment-texts";
import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { Link } from "react-router";
import { PageHeading } from "../page-heading.tsx";

/** What the confirmation and manage pages say when their address names no appointment (worded here). */
export const NO_APPOINTMENT_TEXTS = {
  summary: "There is no appointment to show.",
  body: "This address does not name an appointment. Open the link in your confirmation email, or search our doctors to make an appointment.",
  findADoctor: "Find a Doctor",
} as const;

/** A page of the booked appointment whose booking or token the server does not know (its details said). */
export function AppointmentNotFound({ message }: { message: string }) {
  return (
    <section className="page">
      <PageHeading title={BOOKED_TEXTS.notFoundTitle}>{BOOKED_TEXTS.notFoundTitle}</PageHeading>
      <p className="intro">{message}</p>
      <Link className="button-link" to={APP_ROUTES.landing}>
        {NO_APPOINTMENT_TEXTS.findADoctor}
      </Link>
    </section>
  );
}

/** A page of the booked appointment opened without a booking reference and token; titled as the page. */
export function NoAppointment({ title }: { title: string }) {
  return (
    <section className="page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="intro">{NO_APPOINTMENT_TEXTS.summary}</p>
      <p>{NO_APPOINTMENT_TEXTS.body}</p>
      <Link className="button-link" to={APP_ROUTES.landing}>
        {NO_APPOINTMENT_TEXTS.findADoctor}
      </Link>
    </section>
  );
}
