import { lazy, Suspense } from "react";
import type { DisclosureModalProps } from "./disclosure-modal.tsx";

const loadDisclosureModal = () => import("./disclosure-modal.tsx");
const DisclosureModal = lazy(async () => ({ default: (await loadDisclosureModal()).DisclosureModal }));

/** Fetches the modal's code ahead of need (the landing calls it when the user starts on its form). */
export function preloadDisclosureModal(): void {
  loadDisclosureModal().catch(() => {}); // the modal's own import shows the failure if it recurs
}

/**
 * The landing's disclosure modal, fetched when it first opens: it brings react-aria's overlay code,
 * the largest part of the landing that is not needed before a search (decision 50). Closed, it
 * renders nothing; the chunk is normally there already (preloadDisclosureModal).
 */
export function DisclosureModalOnDemand(props: DisclosureModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <DisclosureModal {...props} />
    </Suspense>
  );
}
