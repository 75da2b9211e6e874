import { WEBSITE_PREFIX } from "@fad/contracts/messages/profile-texts";

/** Spec §2: a website lacking http is prefixed with http:// ("www.clinic.org" → "http://www.clinic.org"). */
export function websiteUrl(website: string): string {
  const trimmed = website.trim();
  return /^http/i.test(trimmed) ? trimmed : `${WEBSITE_PREFIX}${trimmed}`;
}
