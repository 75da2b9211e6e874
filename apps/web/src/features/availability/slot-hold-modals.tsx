import { useText } from "../../ui/i18n/use-text.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { HoldConfirmationModal, HoldErrorModal } from "./hold-modals.tsx";
import type { SlotHold } from "./use-slot-hold.ts";

/**
 * What the page's one hold owner shows (decision 76): the holding overlay, psg's confirmation before
 * holding, and the hold-error modal. The card, the profile and booking step 1 each render it once.
 */
export function SlotHoldModals({ hold, holdingText }: { hold: SlotHold; holdingText?: string }) {
  const t = useText();
  return (
    <>
      {hold.isHolding ? (
        // Shed at a rush (decision 209): the overlay says why it waits; the chosen time is asked for again.
        <LoadingOverlay text={hold.busy ? t("app.serverBusy") : (holdingText ?? t("availability.holding"))} />
      ) : null}
      <HoldConfirmationModal
        isOpen={hold.awaitingConfirmation}
        onCancel={hold.cancelConfirmation}
        onContinue={hold.confirm}
      />
      <HoldErrorModal isOpen={hold.slotGone} onProfile={hold.goToProfile} onRefresh={hold.refresh} />
    </>
  );
}
