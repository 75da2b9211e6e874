import { useRichText, useText } from "../../../ui/i18n/use-text.ts";
import { PageHeading } from "../../../ui/page-heading.tsx";
import { PhoneLink } from "../../../ui/physician/phone-link.tsx";

/**
 * Spec booking §2/§8 and discovery §2: the scheduling-error page, for a doctor who is unknown or cannot
 * be booked online: the request cannot be processed; call the support center at the fixed support number
 * (click-to-call).
 */
export function SchedulingErrorPage({ phone }: { phone: string | null }) {
  const t = useText();
  const rich = useRichText();
  const title = t("booking.schedulingError.title");
  return (
    <section className="page scheduling-error">
      <PageHeading title={title}>{title}</PageHeading>
      {phone ? (
        <p>{rich("booking.schedulingError.withPhone", { phone: () => <PhoneLink key="phone" phone={phone} /> })}</p>
      ) : (
        <p>{t("booking.schedulingError.withoutPhone")}</p>
      )}
    </section>
  );
}
