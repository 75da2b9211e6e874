import { PageHeading } from "../../../ui/page-heading.tsx";
import { PhoneLink } from "../../../ui/physician/phone-link.tsx";
import { WIZARD_MESSAGES } from "./wizard-messages.ts";

/**
 * Spec booking §2/§8: the scheduling-error page, for a doctor who is unknown or cannot be booked
 * online: the request cannot be processed; call the support center at {phone} (click-to-call).
 */
export function SchedulingErrorPage({ phone }: { phone: string | null }) {
  const text = WIZARD_MESSAGES.schedulingError;
  return (
    <section className="page scheduling-error">
      <PageHeading title={text.title}>{text.title}</PageHeading>
      <p>{text.body}</p>
      {phone ? (
        <p>
          {`${text.callWithPhone} `}
          <PhoneLink phone={phone} />.
        </p>
      ) : (
        <p>{text.callWithoutPhone}</p>
      )}
    </section>
  );
}
