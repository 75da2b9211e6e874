import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { lazy, Suspense, useState } from "react";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { useText } from "../i18n/use-text.ts";
import { ModalDialog } from "../modal-dialog.tsx";
import { formatNameWithDesignation, formatPhysicianName } from "../physician/physician-format.ts";
import { useIsMobile } from "../use-media-query.ts";
import { LocationList } from "./location-list.tsx";
import "./location-map-modal.css";

const LocationMap = lazy(() => import("./location-map.tsx"));

export interface LocationMapModalProps {
  physician: Physician;
  /** The location shown now (its list entry is marked, its marker highlighted). */
  selectedLocationId: string | null;
  /** Called with the chosen location after the modal closes. */
  onSelect: (location: ProviderLocation) => void;
  /** "change": Change Location (n) (card, booking step 1); "choose": Choose Different Location (N) (profile). */
  triggerText: "change" | "choose";
  /** Show each location's distance (a visitor location is known). Default true. */
  showDistance?: boolean;
  triggerClassName?: string;
}

/**
 * The location modal of spec §2/§4: its button shows only when the physician has more than one
 * location; a map with lettered markers and a list to choose from; the choice is announced politely.
 */
export function LocationMapModal({
  physician,
  selectedLocationId,
  onSelect,
  triggerText,
  showDistance = true,
  triggerClassName = "button-link-plain",
}: LocationMapModalProps) {
  const [isOpen, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const isMobile = useIsMobile();
  const tileUrl = useAppSettings().configuration?.mapTileUrl ?? null;
  const t = useText();
  const locations = physician.providerLocations;
  if (locations.length <= 1) return null;

  const count = locations.length;
  const name = formatPhysicianName(physician);
  const choose = (location: ProviderLocation) => {
    setOpen(false);
    onSelect(location);
    setAnnouncement(t("physician.locationAnnouncement", { location: location.name, physician: name }));
  };

  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-haspopup="dialog"
        onClick={() => {
          setAnnouncement("");
          setOpen(true);
        }}
      >
        {triggerText === "choose"
          ? t("physician.chooseDifferentLocation", { count })
          : t("physician.changeLocation", { count })}
      </button>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <ModalDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        size="wide"
        title={t("locationModal.title")}
        actions={
          <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
            {t("locationModal.close")}
          </button>
        }
      >
        <p className="location-modal__intro">
          {t("locationModal.intro", { physician: formatNameWithDesignation(physician), count })}
        </p>
        <div className="location-modal__body">
          <Suspense
            fallback={<div className="location-map location-map--loading">{t("locationModal.loadingMap")}</div>}
          >
            <LocationMap
              locations={locations}
              selectedLocationId={selectedLocationId}
              tileUrl={tileUrl}
              isMobile={isMobile}
              label={t("locationModal.mapLabel", { physician: name })}
              onSelect={choose}
            />
          </Suspense>
          <LocationList
            locations={locations}
            selectedLocationId={selectedLocationId}
            showDistance={showDistance}
            onSelect={choose}
          />
        </div>
      </ModalDialog>
    </>
  );
}
