import { PageHeading } from "../../../ui/page-heading.tsx";
import { PhoneLink } from "../../../ui/physician/phone-link.tsx";
import { WIZARD_MESSAGES } from "./wizard-messages.ts";

/**
 * Spec booking §2/§8 and discovery §2: the scheduling-error page, for a doctor who is unknown or cannot
 * be booked online: the request cannot be processed; call the support center at the fixed support number
 * (click-to-call).
 */
export function SchedulingErrorPage({ phone }: { phone: string | null }) {
  const text = WIZARD_MESSAGES.schedulingError;
  return (
    <section className="page scheduling-error">
      <PageHeading title={text.title}>{text.title}</PageHeading>
      {phone ? (
        <p>
          {`${text.body} ${text.callWithPhone} `}
          <PhoneLink phone={phone} />
          {` ${text.afterPhone}`}
        </p>
      ) : (
        <p>{`${text.body} ${text.callWithoutPhone}`}</p>
      )}
    </section>
  );
}
