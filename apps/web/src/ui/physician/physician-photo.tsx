import type { Physician } from "@fad/contracts/provider/search-providers";
import type { CSSProperties } from "react";
import { useText } from "../i18n/use-text.ts";
import { formatPhysicianName } from "./physician-format.ts";
import "./physician.css";
import { appResourceUrl } from "../../api/api-origin.ts";

export interface PhysicianPhotoProps {
  physician: Pick<
    Physician,
    "physicianFirstName" | "physicianMiddleInitial" | "physicianLastName" | "physicianPhotoUrl"
  >;
  /** Width and height in CSS pixels (the profile uses 125, spec §9). */
  size: number;
  className?: string;
}

/** The physician's photo at a fixed square size; initials on a tinted square when there is none. */
export function PhysicianPhoto({ physician, size, className = "" }: PhysicianPhotoProps) {
  const name = formatPhysicianName(physician);
  const t = useText();
  // A custom property, so a page can resize the photo for small screens from its stylesheet.
  const style = { "--photo-size": `${size}px` } as CSSProperties;
  if (!physician.physicianPhotoUrl) {
    const initials = `${physician.physicianFirstName.charAt(0)}${physician.physicianLastName.charAt(0)}`;
    return (
      <span
        className={`physician-photo physician-photo--initials ${className}`}
        style={style}
        role="img"
        aria-label={t("physician.photoAlt", { name })}
      >
        {initials.toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={`physician-photo ${className}`}
      src={appResourceUrl(physician.physicianPhotoUrl)}
      alt={t("physician.photoAlt", { name })}
      width={size}
      height={size}
      style={style}
      loading="lazy"
      decoding="async"
    />
  );
}
