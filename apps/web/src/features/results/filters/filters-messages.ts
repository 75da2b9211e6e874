/** The filter panel's own wording, which the spec does not give (spec texts are in contracts' results-texts.ts). */
export const FILTERS_MESSAGES = {
  panelLabel: "Filter results",
  toggle: "Filters",
  keywordLabel: "Keyword",
  locationLabel: "Location",
  genderLabel: "Gender",
  languagesLabel: "Languages",
  availabilityLabel: "Availability",
  facilityLabel: "Facility",
  patientTypeLabel: "Patient type",
  appointmentTypeLabel: "Appointment type",
  dateLabel: "Date",
  chooseDate: "Choose a date",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  invalidDate: "Please enter a valid date",
} as const;
