/** One group of a combobox's suggestions. */
export interface SuggestionGroup<Item> {
  key: string;
  /** The group's heading; a list without headings passes one group without it. */
  heading?: string;
  items: readonly Item[];
}
