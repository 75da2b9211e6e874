import { useContactNumber } from "../../api/contact-number.ts";
import { useText } from "../../ui/i18n/use-text.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";

/**
 * The division's help line under the intro (spec discovery §1, §2): shown when GET /contactnumber
 * answers something after trimming; tap-to-call on mobile; "Loading." over the page while it loads.
 */
export function HelpLine({ coids, isMobile }: { coids: string; isMobile: boolean }) {
  const contact = useContactNumber(coids);
  const t = useText();
  if (contact.isPending) {
    return (
      <>
        <LoadingOverlay text={t("landing.loadingContactNumber")} />
        {/* Holds the line's place so the search form below does not move when the number arrives. */}
        <p className="help-line help-line--placeholder" aria-hidden="true">
          &nbsp;
        </p>
      </>
    );
  }
  const number = contact.data;
  if (!number) return null;
  return (
    <p className="help-line">
      {t("landing.helpLinePrefix")}{" "}
      {isMobile ? (
        <a href={`tel:${number.replace(/[^\d+]/g, "")}`} aria-label={t("landing.helpLineCall", { number })}>
          {number}
        </a>
      ) : (
        <strong>{number}</strong>
      )}
    </p>
  );
}
