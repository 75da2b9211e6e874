import { Fragment, type ReactNode } from "react";
import type { SuggestionGroup } from "./suggestion-group.ts";
import { optionIdOf } from "./suggestion-popup-state.ts";

export interface SuggestionListboxProps<Item> {
  /** The combobox's id: the options' and headings' ids start with it. */
  comboboxId: string;
  listId: string;
  labelId: string;
  groups: readonly SuggestionGroup<Item>[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item, group: SuggestionGroup<Item>) => ReactNode;
  optionClassName?: (group: SuggestionGroup<Item>) => string | undefined;
  activeIndex: number;
  onHighlight: (index: number) => void;
  onChoose: (item: Item) => void;
}

/** The popup listbox: the options numbered in order across the groups, each group under its heading. */
export function SuggestionListbox<Item>(props: SuggestionListboxProps<Item>) {
  const { comboboxId, groups } = props;
  let index = -1;
  return (
    <div id={props.listId} role="listbox" aria-labelledby={props.labelId} className="suggestion-combobox__popup">
      {groups.map((group) => {
        if (group.items.length === 0) return null;
        const options = group.items.map((item) => {
          index += 1;
          return <SuggestionOption key={props.itemKey(item)} {...props} item={item} group={group} itemIndex={index} />;
        });
        if (!group.heading) return <Fragment key={group.key}>{options}</Fragment>;
        const headingId = `${comboboxId}-group-${group.key}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's option group (a fieldset is for form controls)
          <div key={group.key} role="group" aria-labelledby={headingId} className="suggestion-combobox__group">
            <div id={headingId} role="presentation" className="suggestion-combobox__heading">
              {group.heading}
            </div>
            {options}
          </div>
        );
      })}
    </div>
  );
}

function SuggestionOption<Item>(
  props: SuggestionListboxProps<Item> & { item: Item; group: SuggestionGroup<Item>; itemIndex: number },
) {
  const { item, group, itemIndex } = props;
  const active = itemIndex === props.activeIndex;
  const className = ["suggestion-combobox__option", props.optionClassName?.(group)].filter(Boolean).join(" ");
  return (
    // Options are not focusable by design (ARIA 1.2 combobox): focus stays in the input, which takes
    // the keys and points at the highlighted option with aria-activedescendant.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option
    // biome-ignore lint/a11y/useFocusableInteractive: see above, aria-activedescendant
    <div
      id={optionIdOf(props.comboboxId, itemIndex)}
      role="option"
      aria-selected={active}
      className={className}
      data-active={active || undefined}
      // Keeps focus in the input so the click can choose before blur closes the list.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => !active && props.onHighlight(itemIndex)}
      onClick={() => props.onChoose(item)}
    >
      {props.renderItem(item, group)}
    </div>
  );
}
