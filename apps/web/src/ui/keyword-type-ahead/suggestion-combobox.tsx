import { TYPE_AHEAD_TEXTS } from "@fad/contracts/messages/type-ahead-texts";
import {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_CHARACTERS_SCREEN_READER_TEXT,
} from "@fad/contracts/search/search-field-rules";
import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useState } from "react";
import "./suggestion-combobox.css";

export interface SuggestionGroup<Item> {
  key: string;
  /** The group's heading; a list without headings passes one group without it. */
  heading?: string;
  items: readonly Item[];
}

export interface SuggestionComboboxProps<Item> {
  id: string;
  label: string;
  /** The label is read by screen readers only (the page shows its own heading or prompt). */
  labelHidden?: boolean;
  placeholder: string;
  value: string;
  onInputChange: (text: string) => void;
  /** null: nothing to list (text too short, invalid, loading or failed); an empty list: "Try a different search!". */
  groups: readonly SuggestionGroup<Item>[] | null;
  itemKey: (item: Item) => string;
  renderItem: (item: Item, group: SuggestionGroup<Item>) => ReactNode;
  optionClassName?: (group: SuggestionGroup<Item>) => string | undefined;
  onSelect: (item: Item) => void;
  /** Enter with no suggestion highlighted. */
  onEnter?: () => void;
  invalid: boolean;
  /**
   * A message about the text as a whole (the location box's "no such place"), shown and announced like
   * the invalid-characters one, which comes first when both apply; the text stays in the box.
   */
  error?: string | null;
  /** Help under the box (also its description). */
  prompt?: string;
  /**
   * A failure the visitor should know about (the rate-limit text), shown where suggestions would open
   * and announced. Other failures show nothing (spec discovery §8), so callers pass null for them.
   */
  notice?: string | null;
  inputMode?: "text" | "search";
  /** Shown under the box after the prompt (e.g. the Use my location link). */
  children?: ReactNode;
}

/**
 * An ARIA 1.2 combobox (editable, list autocomplete) with grouped options: focus stays in the input and
 * aria-activedescendant names the highlighted option. Up/Down move, Enter and Tab choose the highlighted
 * option, Escape and blur close. The caller decides when and what to list (debounce, minimum length).
 */
export function SuggestionCombobox<Item>(props: SuggestionComboboxProps<Item>) {
  const { id, groups, itemKey, invalid } = props;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const items = groups?.flatMap((group) => group.items) ?? [];
  const itemsSignature = items.map(itemKey).join("\u0000");
  const notice = open && !invalid && props.notice ? props.notice : null;
  const visible = open && groups !== null && !invalid && notice === null;
  const listVisible = visible && items.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A new answer starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new list, keyed by its signature
  useEffect(() => setActiveIndex(-1), [itemsSignature]);

  // The highlighted option stays in view as the arrows move through a list taller than its box.
  useEffect(() => {
    if (!listVisible || activeIndex < 0) return;
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView?.({ block: "nearest" });
  }, [id, listVisible, activeIndex]);

  function choose(item: Item) {
    setOpen(false);
    setActiveIndex(-1);
    props.onSelect(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!listVisible) setOpen(true);
        else setActiveIndex((index) => (index + 1) % items.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (listVisible) setActiveIndex((index) => (index <= 0 ? items.length - 1 : index - 1));
        break;
      case "Enter": {
        const item = listVisible && activeIndex >= 0 ? items[activeIndex] : undefined;
        if (item !== undefined) {
          event.preventDefault();
          choose(item);
        } else {
          setOpen(false);
          props.onEnter?.();
        }
        break;
      }
      case "Tab": {
        const item = listVisible && activeIndex >= 0 ? items[activeIndex] : undefined;
        if (item !== undefined) choose(item);
        else setOpen(false);
        break;
      }
      case "Escape":
        if (visible) {
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

  function renderOption(item: Item, group: SuggestionGroup<Item>, itemIndex: number) {
    const active = itemIndex === activeIndex;
    const className = ["suggestion-combobox__option", props.optionClassName?.(group)].filter(Boolean).join(" ");
    return (
      // Options are not focusable by design (ARIA 1.2 combobox): focus stays in the input, which takes
      // the keys and points at the highlighted option with aria-activedescendant.
      // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option
      // biome-ignore lint/a11y/useFocusableInteractive: see above, aria-activedescendant
      <div
        key={itemKey(item)}
        id={optionId(itemIndex)}
        role="option"
        aria-selected={active}
        className={className}
        data-active={active || undefined}
        // Keeps focus in the input so the click can choose before blur closes the list.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => !active && setActiveIndex(itemIndex)}
        onClick={() => choose(item)}
      >
        {props.renderItem(item, group)}
      </div>
    );
  }

  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const promptId = `${id}-prompt`;
  const errorId = `${id}-error`;
  const errorText = invalid ? INVALID_CHARACTERS_MESSAGE : (props.error ?? null);
  const describedBy = [props.prompt ? promptId : null, errorText ? errorId : null].filter(Boolean).join(" ");
  const announcement = notice
    ? notice
    : visible
      ? items.length > 0
        ? TYPE_AHEAD_TEXTS.resultsAvailable(items.length)
        : TYPE_AHEAD_TEXTS.noResults
      : "";
  let index = -1;

  return (
    <div className="suggestion-combobox">
      <label id={labelId} htmlFor={id} className={props.labelHidden ? "visually-hidden" : "suggestion-combobox__label"}>
        {props.label}
      </label>
      <div className="suggestion-combobox__anchor">
        <input
          id={id}
          className="input suggestion-combobox__input"
          type="text"
          role="combobox"
          inputMode={props.inputMode}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={props.placeholder}
          value={props.value}
          aria-autocomplete="list"
          aria-expanded={listVisible}
          aria-controls={listVisible ? listId : undefined}
          aria-activedescendant={listVisible && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setOpen(true);
            props.onInputChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActiveIndex(-1);
          }}
        />
        {listVisible ? (
          <div id={listId} role="listbox" aria-labelledby={labelId} className="suggestion-combobox__popup">
            {groups?.map((group) => {
              if (group.items.length === 0) return null;
              const options = group.items.map((item) => {
                index += 1;
                return renderOption(item, group, index);
              });
              if (!group.heading) return <Fragment key={group.key}>{options}</Fragment>;
              const headingId = `${id}-group-${group.key}`;
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
        ) : null}
        {notice ? (
          <div className="suggestion-combobox__popup suggestion-combobox__empty" aria-hidden="true">
            {notice}
          </div>
        ) : null}
        {visible && items.length === 0 ? (
          <div className="suggestion-combobox__popup suggestion-combobox__empty" aria-hidden="true">
            {TYPE_AHEAD_TEXTS.noResults}
          </div>
        ) : null}
      </div>
      {props.prompt ? (
        <p id={promptId} className="suggestion-combobox__prompt">
          {props.prompt}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className="field-error suggestion-combobox__error">
          {errorText}
        </p>
      ) : null}
      {props.children}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      <div role="alert" className="visually-hidden">
        {invalid ? INVALID_CHARACTERS_SCREEN_READER_TEXT : (props.error ?? "")}
      </div>
    </div>
  );
}
