import type { Dispatch, KeyboardEvent, SetStateAction } from "react";
import type { PopupState } from "./suggestion-popup-state.ts";

export interface SuggestionKeyContext<Item> {
  items: readonly Item[];
  popup: PopupState;
  /** The highlighted option's index, -1 for none. */
  activeIndex: number;
  setOpen: (open: boolean) => void;
  setActiveIndex: Dispatch<SetStateAction<number>>;
  choose: (item: Item) => void;
  /** Enter with no suggestion highlighted. */
  onEnter?: () => void;
}

/**
 * The combobox's keys (ARIA 1.2, list autocomplete): Up/Down move the highlight (Down first opens the
 * list), Enter and Tab choose the highlighted option, Escape closes.
 */
export function handleSuggestionKey<Item>(event: KeyboardEvent<HTMLInputElement>, context: SuggestionKeyContext<Item>) {
  const { items, popup, activeIndex, setOpen, setActiveIndex } = context;
  const highlighted = popup.listVisible && activeIndex >= 0 ? items[activeIndex] : undefined;
  switch (event.key) {
    case "ArrowDown":
      event.preventDefault();
      if (!popup.listVisible) setOpen(true);
      else setActiveIndex((index) => (index + 1) % items.length);
      break;
    case "ArrowUp":
      event.preventDefault();
      if (popup.listVisible) setActiveIndex((index) => (index <= 0 ? items.length - 1 : index - 1));
      break;
    case "Enter":
      if (highlighted !== undefined) {
        event.preventDefault();
        context.choose(highlighted);
      } else {
        setOpen(false);
        context.onEnter?.();
      }
      break;
    case "Tab":
      if (highlighted !== undefined) context.choose(highlighted);
      else setOpen(false);
      break;
    case "Escape":
      if (popup.visible) {
        // Only the list closes: a dialog around the box stays open.
        event.preventDefault();
        event.stopPropagation();
      }
      // Also before any list has come: suggestions arriving after Escape must not open over the page.
      setOpen(false);
      setActiveIndex(-1);
      break;
  }
}
