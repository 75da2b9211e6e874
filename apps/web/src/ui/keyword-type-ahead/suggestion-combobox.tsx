import {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_CHARACTERS_SCREEN_READER_TEXT,
} from "@fad/contracts/search/search-field-rules";
import { type ReactNode, useMemo } from "react";
import { useText } from "../i18n/use-text.ts";
import type { SuggestionGroup } from "./suggestion-group.ts";
import { SuggestionListbox } from "./suggestion-listbox.tsx";
import { optionIdOf, type PopupWords, popupAnnouncement } from "./suggestion-popup-state.ts";
import { type SuggestionComboboxState, useSuggestionCombobox } from "./use-suggestion-combobox.ts";
import "./suggestion-combobox.css";

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
  const { id, invalid } = props;
  const combobox = useSuggestionCombobox(props);
  const words = usePopupWords();
  const { items, popup, activeIndex } = combobox;
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const promptId = `${id}-prompt`;
  const errorId = `${id}-error`;
  const errorText = invalid ? INVALID_CHARACTERS_MESSAGE : (props.error ?? null);
  const describedBy = [props.prompt ? promptId : null, errorText ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className="suggestion-combobox">
      <label id={labelId} htmlFor={id} className={props.labelHidden ? "visually-hidden" : "suggestion-combobox__label"}>
        {props.label}
      </label>
      <div className="suggestion-combobox__anchor">
        <SuggestionInput
          {...props}
          combobox={combobox}
          listId={listId}
          describedBy={describedBy}
          hasError={Boolean(errorText)}
        />
        {popup.listVisible ? (
          <SuggestionListbox
            comboboxId={id}
            listId={listId}
            labelId={labelId}
            groups={props.groups ?? []}
            itemKey={props.itemKey}
            renderItem={props.renderItem}
            optionClassName={props.optionClassName}
            activeIndex={activeIndex}
            onHighlight={combobox.highlight}
            onChoose={combobox.choose}
          />
        ) : null}
        <PopupMessage text={popup.notice} />
        <PopupMessage text={popup.visible && items.length === 0 ? words.noResults : null} />
      </div>
      <FieldNote id={promptId} className="suggestion-combobox__prompt" text={props.prompt} />
      <FieldNote id={errorId} className="field-error suggestion-combobox__error" text={errorText} />
      {props.children}
      <div role="status" className="visually-hidden">
        {popupAnnouncement(popup, items.length, words)}
      </div>
      <div role="alert" className="visually-hidden">
        {invalid ? INVALID_CHARACTERS_SCREEN_READER_TEXT : (props.error ?? "")}
      </div>
    </div>
  );
}

/** A message where the suggestions would open; hidden from screen readers, which hear it from the status. */
function PopupMessage({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="suggestion-combobox__popup suggestion-combobox__empty" aria-hidden="true">
      {text}
    </div>
  );
}

/** A line under the box that describes it (the prompt, the error); nothing without text. */
function FieldNote({ id, className, text }: { id: string; className: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className={className}>
      {text}
    </p>
  );
}

/** The box itself: role combobox, naming the list it controls and its highlighted option. */
function SuggestionInput<Item>(
  props: SuggestionComboboxProps<Item> & {
    combobox: SuggestionComboboxState<Item>;
    listId: string;
    describedBy: string;
    hasError: boolean;
  },
) {
  const { id, combobox } = props;
  const { listVisible } = combobox.popup;
  return (
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
      aria-controls={listVisible ? props.listId : undefined}
      aria-activedescendant={
        listVisible && combobox.activeIndex >= 0 ? optionIdOf(id, combobox.activeIndex) : undefined
      }
      aria-invalid={props.hasError ? true : undefined}
      aria-describedby={props.describedBy || undefined}
      onChange={(event) => {
        combobox.reopen();
        props.onInputChange(event.target.value);
      }}
      onKeyDown={combobox.onKeyDown}
      onBlur={combobox.close}
    />
  );
}

/** The popup's words in the page's language. */
function usePopupWords(): PopupWords {
  const t = useText();
  return useMemo(
    () => ({
      resultsAvailable: (count) => t("typeAhead.resultsAvailable", { count }),
      noResults: t("typeAhead.noResults"),
    }),
    [t],
  );
}
