import { INSURANCE_TEXTS } from "../../messages/insurance-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/** "Accepts my insurance" on the results filter and the doctor card (decisions 67, 68). */
export const INSURANCE_CATALOG = {
  "insurance.filterLegend": {
    en: INSURANCE_TEXTS.filterLegend,
    es: "Acepta mi seguro",
    description: "The insurance filter's group heading.",
  },
  "insurance.insurerLabel": {
    en: INSURANCE_TEXTS.insurerLabel,
    es: "Seguro",
    description: "The insurer list's label.",
  },
  "insurance.anyInsurer": {
    en: INSURANCE_TEXTS.anyInsurer,
    es: "Cualquier seguro",
    description: "The insurer list's first entry: no insurer chosen.",
  },
  "insurance.loadingInsurers": {
    en: INSURANCE_TEXTS.loadingInsurers,
    es: "Cargando seguros…",
    description: "The insurer list's entry while the list loads.",
  },
  "insurance.unlistedInsurer": {
    en: INSURANCE_TEXTS.unlistedInsurer,
    es: "Seguro que no está en la lista",
    description: "A chosen insurer (from a link) that the list does not hold.",
  },
  "insurance.planLabel": { en: INSURANCE_TEXTS.planLabel, es: "Plan", description: "The plan list's label." },
  "insurance.anyPlan": {
    en: "Any {payorName} plan",
    es: "Cualquier plan de {payorName}",
    description: "The plan list's first entry; {payorName} is the insurer's name.",
  },
  "insurance.selfPayHint": {
    en: INSURANCE_TEXTS.selfPayHint,
    es: "¿Pagará la consulta por su cuenta? Deje seleccionado Cualquier seguro y llame al consultorio.",
    description: "Under the insurance filter: paying yourself is arranged by phone.",
  },
  "insurance.cardLabel": {
    en: INSURANCE_TEXTS.cardLabel,
    es: "Acepta",
    description: "Before the card's list of accepted insurers (Accepts Aetna, Cigna …).",
  },
  "insurance.cardMore": {
    en: "+{count} more",
    es: "+{count} más",
    description: "After the card's first insurers: how many more the profile lists.",
  },
  "insurance.cardMoreOf": {
    en: " insurers accepted by {name}",
    es: " seguros que acepta {name}",
    description: "Hidden ending of +n more for screen readers; starts with a space.",
  },
} satisfies CatalogSection;
