import type { ReactNode } from "react";
import { sendAnalyticsEvent } from "../../ui/analytics.ts";
import { useText } from "../../ui/i18n/use-text.ts";
import { PROFILE_ANALYTICS } from "./profile-messages.ts";

export interface TrackedExternalLinkProps {
  href: string;
  children: ReactNode;
  /** What the link is (section name), sent with the event. */
  context: string;
  className?: string;
}

/** Reports an external link before the browser follows it (spec §2: the survey-link tracking helper). */
export function trackExternalLink(href: string, context: string): void {
  sendAnalyticsEvent(PROFILE_ANALYTICS.externalLink, PROFILE_ANALYTICS.category, {
    url: href,
    context,
  });
}

/**
 * An external link of the profile: the analytics event is sent on activation, then the browser
 * follows the link itself in a new tab (no script-driven navigation, so middle-click and the keyboard
 * work as with any link). The new tab is said out loud to screen-reader users.
 */
export function TrackedExternalLink({ href, children, context, className }: TrackedExternalLinkProps) {
  const t = useText();
  const track = () => trackExternalLink(href, context);
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" onClick={track} onAuxClick={track}>
      {children}
      <span className="visually-hidden"> {t("profile.opensInNewTab")}</span>
    </a>
  );
}
