import { CONFIRMATION_TEXTS } from "@fad/contracts/messages/confirmation-texts";

/**
 * Saves the calendar file through a temporary link. A browser without Blob or object URLs cannot,
 * and is only logged (spec booking §2, §8 "Calendar file in unsupported browser").
 */
export function downloadCalendarFile(text: string, fileName: string): boolean {
  if (typeof Blob === "undefined" || typeof URL === "undefined" || typeof URL.createObjectURL !== "function") {
    console.info(CONFIRMATION_TEXTS.unsupportedBrowser);
    return false;
  }
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after click() returns: it is released a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
