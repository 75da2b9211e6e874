import { profilePath } from "@fad/contracts/routes/app-routes";
import { useNavigate } from "react-router";
import { useReturnListingPath } from "../../search-model/results-return.ts";
import { SessionTimerModals } from "./session-timer/session-timer-modals.tsx";
import type { SessionTimer } from "./session-timer/use-session-timer.ts";

interface BookingTimerModalsProps {
  timer: SessionTimer;
  texting: boolean;
  urlTitle: string;
  /** The expired notice's Back to Times, once the notice is closed. */
  onBackToTimes: () => void;
}

/** The session timer's warning and expired notice on the booking page, with the pages they lead back to. */
export function BookingTimerModals({ timer, texting, urlTitle, onBackToTimes }: BookingTimerModalsProps) {
  const navigate = useNavigate();
  const listingPath = useReturnListingPath();
  return (
    <SessionTimerModals
      modal={timer.modal}
      origin={timer.expiredOrigin}
      texting={texting}
      onCloseWarning={timer.closeWarning}
      keepTime={timer.keepTime}
      onBackToTimes={() => {
        timer.closeExpired();
        onBackToTimes();
      }}
      onBackToProfile={() => navigate(profilePath(urlTitle))}
      onBackToResults={() => navigate(listingPath)}
    />
  );
}
