import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { AVAILABILITY_MESSAGES as TEXT } from "./availability-messages.ts";
import { HoldConfirmationModal, HoldErrorModal } from "./hold-modals.tsx";
import type { SlotHold } from "./use-slot-hold.ts";

/**
 * What the page's one hold owner shows (decision 76): the holding overlay, psg's confirmation before
 * holding, and the hold-error modal. The card, the profile and booking step 1 each render it once.
 */
export function SlotHoldModals({ hold, holdingText = TEXT.holding }: { hold: SlotHold; holdingText?: string }) {
  return (
    <>
      {hold.isHolding ? <LoadingOverlay text={holdingText} /> : null}
      <HoldConfirmationModal
        isOpen={hold.awaitingConfirmation}
        onCancel={hold.cancelConfirmation}
        onContinue={hold.confirm}
      />
      <HoldErrorModal isOpen={hold.slotGone} onProfile={hold.goToProfile} onRefresh={hold.refresh} />
    </>
  );
}
