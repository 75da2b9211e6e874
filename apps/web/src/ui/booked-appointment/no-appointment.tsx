import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { Link } from "react-router";
import { useText } from "../i18n/use-text.ts";
import { PageHeading } from "../page-heading.tsx";
import { useBookedRefusal } from "./booked-refusal.ts";

/** A page of the booked appointment whose booking or token the server does not know (its details said). */
export function AppointmentNotFound({ message }: { message: string }) {
  const t = useText();
  const refusal = useBookedRefusal();
  const title = t("booked.notFoundTitle");
  return (
    <section className="page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="intro">{refusal(message)}</p>
      <Link className="button-link" to={APP_ROUTES.landing}>
        {t("booked.findADoctor")}
      </Link>
    </section>
  );
}

/** A page of the booked appointment opened without a booking reference and token; titled as the page. */
export function NoAppointment({ title }: { title: string }) {
  const t = useText();
  return (
    <section className="page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="intro">{t("booked.none.summary")}</p>
      <p>{t("booked.none.body")}</p>
      <Link className="button-link" to={APP_ROUTES.landing}>
        {t("booked.findADoctor")}
      </Link>
    </section>
  );
}
