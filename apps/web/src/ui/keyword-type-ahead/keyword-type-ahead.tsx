import { KEYWORD_SUGGESTION_DEBOUNCE_MS } from "@fad/contracts/messages/type-ahead-texts";
import {
  SUGGESTION_MAX_LENGTH,
  SUGGESTION_MIN_LENGTH,
  TYPE_AHEAD_INPUT_PATTERN,
} from "@fad/contracts/search/search-field-rules";
import type { AutocompleteResult, SearchTerm } from "@fad/contracts/terms/autocomplete";
import { useEffect, useId, useRef } from "react";
import { useAutocomplete } from "../../api/autocomplete.ts";
import { rateLimitMessageFor } from "../../api/user-message.ts";
import { highlightTerm } from "./highlight-term.tsx";
import { KEYWORD_GROUP_HEADINGS, KEYWORD_GROUP_ORDER } from "./keyword-type-ahead-messages.ts";
import "./keyword-type-ahead.css";
import { SuggestionCombobox } from "./suggestion-combobox.tsx";
import type { SuggestionGroup } from "./suggestion-group.ts";
import { useDebouncedValue } from "./use-debounced-value.ts";
import { useReportValidity } from "./use-report-validity.ts";

export interface KeywordTypeAheadProps {
  /** The accessible label (shown unless labelHidden). */
  label: string;
  labelHidden?: boolean;
  placeholder: string;
  /** The text in the box (controlled). */
  value: string;
  onValueChange: (text: string) => void;
  /** A suggestion was chosen (the box then shows its value). */
  onSelectTerm: (term: SearchTerm) => void;
  /** false while the text holds characters outside letters, digits, space and ( ) - ' , . / &. */
  onValidityChange?: (valid: boolean) => void;
  /** Enter with no suggestion highlighted. */
  onEnter?: () => void;
  /** Semicolon-separated facility COIDs passed to the call. */
  coids?: string;
  program?: string;
  /** Help under the box. */
  prompt?: string;
  /** Headings to use instead of the defaults (Doctors, Specialties, Procedures and Conditions, Locations). */
  groupHeadings?: Partial<Record<keyof AutocompleteResult, string>>;
  id?: string;
}

/** Whether a keyword text may be sent: only the allowed characters (an empty box is valid). */
export function isValidKeywordText(text: string): boolean {
  return TYPE_AHEAD_INPUT_PATTERN.test(text);
}

/**
 * The keyword type-ahead (spec discovery §2, §4, §5): grouped suggestions (doctors, specialties,
 * procedures and conditions, locations) from 3 valid characters, 200 ms after the last keystroke, the
 * previous request aborted; the typed words marked in each suggestion.
 */
export function KeywordTypeAhead(props: KeywordTypeAheadProps) {
  const generatedId = useId();
  const id = props.id ?? `keyword-${generatedId}`;
  const term = props.value.trim();
  const valid = isValidKeywordText(props.value);
  useReportValidity(valid, props.onValidityChange);

  const settledTerm = useDebouncedValue(term, KEYWORD_SUGGESTION_DEBOUNCE_MS);
  const wanted = (text: string) =>
    isValidKeywordText(text) && text.length >= SUGGESTION_MIN_LENGTH && text.length <= SUGGESTION_MAX_LENGTH;
  const query = useAutocomplete(
    { coids: props.coids, input: settledTerm, program: props.program },
    wanted(settledTerm),
  );

  const loggedError = useRef<unknown>(null);
  useEffect(() => {
    // Spec §8: a failed look-up shows no suggestions; it is only logged.
    if (query.error && query.error !== loggedError.current) {
      loggedError.current = query.error;
      console.error("Find a Doctor: type-ahead call failed", query.error);
    }
  }, [query.error]);

  let groups: SuggestionGroup<SearchTerm>[] | null = null;
  const answer = query.data;
  if (wanted(term) && answer && !query.isError && !(query.isPlaceholderData && isEmptyAnswer(answer))) {
    groups = KEYWORD_GROUP_ORDER.map((key) => ({
      key,
      heading: props.groupHeadings?.[key] ?? KEYWORD_GROUP_HEADINGS[key],
      items: answer[key],
    }));
  }

  return (
    <SuggestionCombobox<SearchTerm>
      id={id}
      label={props.label}
      labelHidden={props.labelHidden}
      placeholder={props.placeholder}
      value={props.value}
      onInputChange={props.onValueChange}
      groups={groups}
      itemKey={(item) => `${item.type}:${item.reference}:${item.value}`}
      renderItem={(item) => <span className="keyword-type-ahead__text">{highlightTerm(item.value, term)}</span>}
      optionClassName={(group) => (group.key === "providers" ? "keyword-type-ahead__provider" : undefined)}
      onSelect={(item) => {
        props.onValueChange(item.value);
        props.onSelectTerm(item);
      }}
      onEnter={props.onEnter}
      invalid={!valid}
      prompt={props.prompt}
      notice={wanted(term) ? rateLimitMessageFor(query.error) : null}
      inputMode="search"
    />
  );
}

function isEmptyAnswer(answer: Record<string, readonly unknown[]>): boolean {
  return Object.values(answer).every((items) => items.length === 0);
}
