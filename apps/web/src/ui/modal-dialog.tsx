import { type ReactNode, useCallback, useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import "./modal-dialog.css";

export interface ModalDialogProps {
  isOpen: boolean;
  /** Called with false when the user closes the dialog (Escape, or outside click when dismissable). */
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the text (use ModalButton or a react-aria Button). */
  actions?: ReactNode;
  /** Close on a click outside and on Escape; false for modals that need a choice. Default true. */
  isDismissable?: boolean;
  /** alertdialog for modals that interrupt (hold expired, errors); dialog otherwise. */
  role?: "dialog" | "alertdialog";
  /** A wider dialog (maps). */
  size?: "normal" | "wide";
}

/**
 * Every modal of the product: focus moves in on open and back to the opener on close, Tab is kept
 * inside, Escape closes (react-aria). The text area is held to 33 % of the screen height (spec §9).
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = true,
  role = "dialog",
  size = "normal",
}: ModalDialogProps) {
  const { overflowing, measureText } = useOverflowing();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={`modal modal--${size}`}>
        <Dialog className="modal-dialog" role={role}>
          <Heading slot="title" className="modal-title">
            {title}
          </Heading>
          {/* A text area that scrolls (33 % of the screen on phones) must be reachable by keyboard. */}
          <div ref={measureText} className="modal-text" {...(overflowing ? scrollingRegion(title) : {})}>
            {children}
          </div>
          {actions ? <div className="modal-actions">{actions}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Whether the text area is taller than the space it has (then it scrolls). */
function useOverflowing() {
  const [overflowing, setOverflowing] = useState(false);
  const measureText = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver !== "undefined") new ResizeObserver(measure).observe(element);
  }, []);
  return { overflowing, measureText };
}

function scrollingRegion(title: ReactNode) {
  return { tabIndex: 0, role: "region", "aria-label": typeof title === "string" ? title : "Dialog text" };
}
