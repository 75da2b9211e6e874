import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { resolveTypedSearchPlace } from "../../../search-model/typed-place.ts";
import { useIsMobile } from "../../../ui/use-media-query.ts";
import { type FilterFieldIds, focusFilterField } from "./filter-field-ids.ts";
import {
  type CheckedFilterField,
  canApplyFilters,
  type FilterFieldFlags,
  firstInvalidFilterField,
  invalidFilterFields,
  NO_FILTER_FIELD_FLAGS,
} from "./filter-validity.ts";
import type { FilterValues } from "./filter-values.ts";

/** What the panel's behaviour needs of its props (FilterPanelProps describes each). */
export interface FilterPanelInputs {
  value: FilterValues;
  onChange: (value: FilterValues) => void;
  onApply: (value: FilterValues) => void;
  isPsg: boolean;
  hasRouteFilter?: boolean;
}

/**
 * The filter panel's state and actions: the mobile fold, the fields' validity, the changes sent to the
 * page, and Apply (which reads a typed place first, decision 65, and focuses what stops it).
 */
export function useFilterPanel(props: FilterPanelInputs, ids: FilterFieldIds) {
  const { value } = props;
  const fold = useMobileFold();
  const [reportedInvalid, setReportedInvalid] = useState<FilterFieldFlags>(NO_FILTER_FIELD_FLAGS);
  const panelRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  // Decision 65: the location typed (not picked) names no place; the box keeps the text and says so.
  const [placeError, setPlaceError] = useState<string | null>(null);

  const invalid = invalidFilterFields(value, reportedInvalid, props.isPsg);
  const firstInvalid = firstInvalidFilterField(invalid);
  const canApply = canApplyFilters(value, invalid, props.hasRouteFilter === true);

  const { latest, update } = useLatestFilterValues(value, props.onChange);
  const reportValidity = (key: CheckedFilterField) => (valid: boolean) =>
    setReportedInvalid((current) => (current[key] === !valid ? current : { ...current, [key]: !valid }));
  const changeLocationText = (location: string) => {
    setPlaceError(null);
    update({ location });
  };

  const apply = async () => {
    if (firstInvalid) {
      focusFilterField(panelRef.current, ids[firstInvalid]);
      return;
    }
    if (!canApply) return;
    const typed = latest.current;
    const outcome = await resolveTypedSearchPlace(queryClient, {
      keyword: typed.keyword,
      locationText: typed.location,
      place: typed.place,
    });
    const resolved = {
      ...latest.current,
      keyword: outcome.keyword,
      location: outcome.locationText,
      place: outcome.place,
    };
    update(resolved);
    if (outcome.kind === "unresolved") {
      setPlaceError(outcome.error);
      focusFilterField(panelRef.current, ids.location);
      return;
    }
    if (fold.isMobile) {
      fold.collapse();
      // The folded panel takes the focused Apply button with it: the page's results heading takes focus
      // (issue 39), so a screen reader goes on from the results, not from the top of the body.
      focusResultsHeading(panelRef.current);
    }
    props.onApply(resolved);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply();
  };

  return { fold, panelRef, canApply, submit, update, reportValidity, placeError, changeLocationText };
}

/** On mobile the panel folds away behind a toggle (and folds again on Apply); elsewhere it stays open. */
function useMobileFold() {
  const isMobile = useIsMobile();
  const [isExpanded, setExpanded] = useState(false);
  return {
    isMobile,
    isExpanded,
    isOpen: !isMobile || isExpanded,
    toggle: () => setExpanded((expanded) => !expanded),
    collapse: () => setExpanded(false),
  };
}

/**
 * Widgets may report twice in one event (the location box sends its text, then place null): each
 * change builds on the last one sent, not on the values of this render, so none is lost.
 */
function useLatestFilterValues(value: FilterValues, onChange: (value: FilterValues) => void) {
  const latest = useRef(value);
  latest.current = value;
  const update = (changes: Partial<FilterValues>) => {
    latest.current = { ...latest.current, ...changes };
    onChange(latest.current);
  };
  return { latest, update };
}

/** The heading of the page holding the panel (PageHeading takes programmatic focus). */
function focusResultsHeading(panel: HTMLElement | null): void {
  panel?.closest(".page")?.querySelector<HTMLElement>("h1")?.focus();
}
