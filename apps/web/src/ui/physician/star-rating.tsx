import { useState } from "react";
import { useText } from "../i18n/use-text.ts";
import { ModalDialog } from "../modal-dialog.tsx";
import { formatRating } from "./physician-format.ts";
import "./physician.css";

export interface StarRatingProps {
  /** 0–5; nothing is shown when null. */
  rating: number | null;
  /** How many ratings the stars average (Physician.ratingCount). */
  count?: number;
}

/** Stars and the rating to one decimal (spec §9); pressing it opens how ratings are collected. */
export function StarRating({ rating, count = 0 }: StarRatingProps) {
  const [isOpen, setOpen] = useState(false);
  const t = useText();
  if (rating === null || !Number.isFinite(rating)) return null;
  const shown = formatRating(rating);
  const fill = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <>
      <button
        type="button"
        className="star-rating"
        aria-haspopup="dialog"
        aria-label={t("physician.ratingLabel", { rating: shown, count })}
        onClick={() => setOpen(true)}
      >
        <span className="star-rating__stars" aria-hidden="true">
          <span className="star-rating__empty">★★★★★</span>
          <span className="star-rating__full" style={{ width: fill }}>
            ★★★★★
          </span>
        </span>
        <span className="star-rating__value" aria-hidden="true">
          {shown}
        </span>
        {count > 0 ? (
          <span className="star-rating__count" aria-hidden="true">
            {t("physician.ratingCount", { count })}
          </span>
        ) : null}
      </button>
      <ModalDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t("ratingModal.title")}
        actions={
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t("ratingModal.close")}
          </button>
        }
      >
        <p>{t("ratingModal.howCollected")}</p>
        <p>{t("ratingModal.howShown")}</p>
      </ModalDialog>
    </>
  );
}
