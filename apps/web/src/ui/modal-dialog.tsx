import { type ReactNode, useCallback, useId, useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useBeforeHydration } from "./use-before-hydration.ts";
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
  /** Escape closes even when a click outside does not (a modal whose Cancel is its close). */
  closesOnEscape?: boolean;
  /** A close control (×) in the title bar with this accessible name; it closes as Escape does. */
  closeLabel?: string;
  /** alertdialog for modals that interrupt (hold expired, errors); dialog otherwise. */
  role?: "dialog" | "alertdialog";
  /** A wider dialog (maps). */
  size?: "normal" | "wide";
  /**
   * Open when the page loads: a server-rendered page then shows it in its HTML, in the page, until the
   * app hydrates and opens the real one in its place (decision 59). react-aria's overlays are portals,
   * which render nothing on a server.
   */
  openOnLoad?: boolean;
  /** Added to the overlay element. */
  className?: string;
}

/**
 * Every modal of the product: focus moves in on open and back to the opener on close, Tab is kept
 * inside, Escape closes (react-aria). The text area is held to 33 % of the screen height (spec §9).
 */
export function ModalDialog(props: ModalDialogProps) {
  const beforeHydration = useBeforeHydration();
  return props.openOnLoad && props.isOpen && beforeHydration ? (
    <ModalInServerHtml {...props} />
  ) : (
    <LiveModalDialog {...props} />
  );
}

function LiveModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = true,
  closesOnEscape = false,
  closeLabel,
  role = "dialog",
  size = "normal",
  className,
}: ModalDialogProps) {
  const { overflowing, measureText } = useOverflowing();
  return (
    <ModalOverlay
      className={overlayClassName(className)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable && !closesOnEscape}
    >
      <Modal className={`modal modal--${size}`}>
        <Dialog className="modal-dialog" role={role}>
          <Heading slot="title" className="modal-title">
            {title}
          </Heading>
          {closeLabel ? (
            <Button className="modal-close" aria-label={closeLabel} onPress={() => onOpenChange(false)}>
              <span aria-hidden="true">×</span>
            </Button>
          ) : null}
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

/**
 * The open modal's markup and classes as react-aria renders them, so it looks the same and its text
 * is painted at the same size (the page's largest paint does not move when the real one replaces it).
 * It does nothing until then: the whole page waits for hydration.
 */
function ModalInServerHtml({
  title,
  closeLabel,
  children,
  actions,
  role = "dialog",
  size = "normal",
  className,
}: ModalDialogProps) {
  const titleId = useId();
  return (
    <div className={`${overlayClassName(className)} modal-overlay--server-html`}>
      <div className={`modal modal--${size}`}>
        <section className="modal-dialog" role={role} aria-labelledby={titleId}>
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {closeLabel ? (
            <button type="button" className="modal-close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <div className="modal-text">{children}</div>
          {actions ? <div className="modal-actions">{actions}</div> : null}
        </section>
      </div>
    </div>
  );
}

function overlayClassName(extra: string | undefined): string {
  return extra ? `modal-overlay ${extra}` : "modal-overlay";
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
