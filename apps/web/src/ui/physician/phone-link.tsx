import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";
import type { ReactNode } from "react";

export interface PhoneLinkProps {
  phone: string;
  /** Visible content; the formatted number by default. */
  children?: ReactNode;
  className?: string;
}

/** A click-to-call tel: link (spec §2) showing the number as (xxx) xxx-xxxx. */
export function PhoneLink({ phone, children, className }: PhoneLinkProps) {
  const digits = phone.replace(/\D/g, "");
  const href = digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
  return (
    <a className={className} href={href}>
      {children ?? displayPhoneNumber(phone)}
    </a>
  );
}

/** The number to call for a location: its own phone, else its related contact-centre phone. */
export function locationPhone(
  location: { phone: string | null; relatedContactCenterPhoneNumber: string | null } | null | undefined,
): string | null {
  return location?.phone || location?.relatedContactCenterPhoneNumber || null;
}
