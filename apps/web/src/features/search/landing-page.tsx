import { useAppSettings } from "../../app/app-settings.tsx";
import { MESSAGES } from "../../ui/messages.ts";
import { PageHeading } from "../../ui/page-heading.tsx";

/** The search landing (MakeAppointment). The search form, type-ahead and results arrive with issue 5. */
export function LandingPage() {
  const { settings } = useAppSettings();
  const heading = settings.facilityName
    ? MESSAGES.landing.facilityHeading(settings.facilityName)
    : MESSAGES.landing.heading;
  return (
    <section className="page landing">
      <PageHeading title={null}>{heading}</PageHeading>
      <p className="intro">{MESSAGES.landing.intro}</p>
    </section>
  );
}
