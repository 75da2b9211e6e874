import { BREAKPOINTS } from "@fad/contracts/layout/breakpoints";
import { AVAILABILITY_LIMITS } from "@fad/contracts/messages/availability-texts";
import { useMediaQuery } from "../../ui/use-media-query.ts";
import type { ColumnsPerSlide } from "./carousel-math.ts";

/** 5 columns from 768 px, 3 on mobile, 2 under 375 px (the same edges as columnsPerSlide). */
export function useColumnsPerSlide(): ColumnsPerSlide {
  const atLeastMedium = useMediaQuery(`(min-width: ${BREAKPOINTS.medium}px)`);
  const atLeastPhone = useMediaQuery(`(min-width: ${BREAKPOINTS.narrowPhone}px)`);
  if (atLeastMedium) return AVAILABILITY_LIMITS.columnsDesktop;
  return atLeastPhone ? AVAILABILITY_LIMITS.columnsMobile : AVAILABILITY_LIMITS.columnsNarrow;
}
