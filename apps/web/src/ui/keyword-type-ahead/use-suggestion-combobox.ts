import { type KeyboardEvent, useEffect, useState } from "react";
import type { SuggestionGroup } from "./suggestion-group.ts";
import { handleSuggestionKey } from "./suggestion-keys.ts";
import { optionIdOf, type PopupState, popupState } from "./suggestion-popup-state.ts";

interface SuggestionComboboxOptions<Item> {
  id: string;
  groups: readonly SuggestionGroup<Item>[] | null;
  itemKey: (item: Item) => string;
  invalid: boolean;
  notice?: string | null;
  onSelect: (item: Item) => void;
  onEnter?: () => void;
}

export interface SuggestionComboboxState<Item> {
  /** Every option in order, across the groups. */
  items: readonly Item[];
  popup: PopupState;
  /** The highlighted option's index, -1 for none. */
  activeIndex: number;
  highlight: (index: number) => void;
  choose: (item: Item) => void;
  /** Typing opens the list again. */
  reopen: () => void;
  close: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** Whether the list is open and which option is highlighted, with the keys and clicks that change them. */
export function useSuggestionCombobox<Item>(options: SuggestionComboboxOptions<Item>): SuggestionComboboxState<Item> {
  const { id, groups, invalid } = options;
  const [open, setOpen] = useState(false);
  const items = groups?.flatMap((group) => group.items) ?? [];
  const popup = popupState({
    open,
    hasGroups: groups !== null,
    invalid,
    notice: options.notice,
    itemCount: items.length,
  });
  const [activeIndex, setActiveIndex] = useActiveOption(id, items.map(options.itemKey).join("\u0000"), popup);

  function choose(item: Item) {
    setOpen(false);
    setActiveIndex(-1);
    options.onSelect(item);
  }

  const context = { items, popup, activeIndex, setOpen, setActiveIndex, choose, onEnter: options.onEnter };
  return {
    items,
    popup,
    activeIndex,
    highlight: setActiveIndex,
    choose,
    reopen: () => setOpen(true),
    close: () => {
      setOpen(false);
      setActiveIndex(-1);
    },
    onKeyDown: (event) => handleSuggestionKey(event, context),
  };
}

/** The highlighted option: none in a new answer, and kept in view in a list taller than its box. */
function useActiveOption(id: string, itemsSignature: string, popup: PopupState) {
  const [activeIndex, setActiveIndex] = useState(-1);
  const { listVisible } = popup;

  // A new answer starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new list, keyed by its signature
  useEffect(() => setActiveIndex(-1), [itemsSignature]);

  // The highlighted option stays in view as the arrows move through a list taller than its box.
  useEffect(() => {
    if (!listVisible || activeIndex < 0) return;
    document.getElementById(optionIdOf(id, activeIndex))?.scrollIntoView?.({ block: "nearest" });
  }, [id, listVisible, activeIndex]);

  return [activeIndex, setActiveIndex] as const;
}
