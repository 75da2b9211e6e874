import { TYPE_AHEAD_TEXTS } from "@fad/contracts/messages/type-ahead-texts";

/** The id of a combobox's option: the input names the highlighted one with aria-activedescendant. */
export function optionIdOf(comboboxId: string, index: number): string {
  return `${comboboxId}-option-${index}`;
}

export interface PopupInput {
  /** The visitor opened the list (typed, pressed Down) and has not closed it since. */
  open: boolean;
  /** The caller has something to list (null groups: too short, invalid, loading or failed). */
  hasGroups: boolean;
  invalid: boolean;
  /** A failure the visitor should know about (the rate-limit text). */
  notice: string | null | undefined;
  itemCount: number;
}

export interface PopupState {
  /** The notice shown where suggestions would open. */
  notice: string | null;
  /** The suggestions' answer is shown: the list, or "Try a different search!". */
  visible: boolean;
  /** The listbox itself is in the page (the answer has items). */
  listVisible: boolean;
}

/** What opens under the box: a notice comes instead of the answer; an invalid text shows neither. */
export function popupState({ open, hasGroups, invalid, notice, itemCount }: PopupInput): PopupState {
  const shownNotice = open && !invalid && notice ? notice : null;
  const visible = open && hasGroups && !invalid && shownNotice === null;
  return { notice: shownNotice, visible, listVisible: visible && itemCount > 0 };
}

/** The polite announcement of what opened: the notice, the number of suggestions, or none found. */
export function popupAnnouncement(
  popup: PopupState,
  itemCount: number,
  /** In the page's language (the catalog's typeAhead.* messages); the spec's English by default. */
  words: PopupWords = TYPE_AHEAD_TEXTS,
): string {
  if (popup.notice) return popup.notice;
  if (!popup.visible) return "";
  return itemCount > 0 ? words.resultsAvailable(itemCount) : words.noResults;
}

export interface PopupWords {
  resultsAvailable: (count: number) => string;
  noResults: string;
}
