/** The listing parts' own wording, which the spec does not give (spec texts are in contracts' results-texts.ts). */
export const LISTING_MESSAGES = {
  paginationLabel: "Pagination",
  previous: "Previous",
  previousLabel: "Previous page",
  next: "Next",
  nextLabel: "Next page",
  pageLabel: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  /** Read for an ellipsis: the pages it stands for are skipped. */
  morePages: "More pages",
} as const;
