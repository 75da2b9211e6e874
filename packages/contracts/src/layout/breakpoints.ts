/**
 * Screen widths of spec discovery §9 and booking §9, in CSS pixels. The stylesheets use the same
 * numbers in their media queries (apps/web/src/ui/styles.css).
 */
export const BREAKPOINTS = {
  /** Small screens are under 768 px ("mobile"). */
  medium: 768,
  /** Medium runs 768 to 991; large from 992. */
  large: 992,
  /** Extra large from 1200 (the Use my location link shows on desktop from here). */
  extraLarge: 1200,
  /** The telehealth banner is large from 1315. */
  telehealthBannerLarge: 1315,
  /** Calendars show 2 columns under 375 px. */
  narrowPhone: 375,
} as const;
