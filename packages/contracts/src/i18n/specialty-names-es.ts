import type { Locale } from "./locales.ts";

/**
 * Specialty names in US Spanish, shown on Spanish pages where the directory's English name is listed
 * here (issue 36); a network's own specialty with no entry shows as the directory has it. The names
 * follow the usage of US hospitals' Spanish pages (docs/spanish-glossary.md). Routes and the search keep
 * the English names: only what is shown changes.
 */
export const SPECIALTY_NAMES_ES: Readonly<Record<string, string>> = {
  "Allergy and Immunology": "Alergia e inmunología",
  Anesthesiology: "Anestesiología",
  Audiology: "Audiología",
  "Bariatric Surgery": "Cirugía bariátrica",
  Cardiology: "Cardiología",
  "Cardiothoracic Surgery": "Cirugía cardiotorácica",
  Chiropractic: "Quiropráctica",
  "Clinical Pharmacy": "Farmacia clínica",
  "Colon and Rectal Surgery": "Cirugía de colon y recto",
  Dermatology: "Dermatología",
  "Emergency Medicine": "Medicina de emergencias",
  Endocrinology: "Endocrinología",
  "Family Medicine": "Medicina familiar",
  Gastroenterology: "Gastroenterología",
  "General Dentistry": "Odontología general",
  "General Surgery": "Cirugía general",
  "Geriatric Medicine": "Geriatría",
  "Gynecologic Oncology": "Oncología ginecológica",
  "Hand Surgery": "Cirugía de la mano",
  Hematology: "Hematología",
  "Hospital Medicine": "Medicina hospitalaria",
  "Infectious Disease": "Enfermedades infecciosas",
  "Internal Medicine": "Medicina interna",
  "Interventional Radiology": "Radiología intervencionista",
  "Maternal-Fetal Medicine": "Medicina materno-fetal",
  "Medical Oncology": "Oncología médica",
  "Naturopathic Medicine": "Medicina naturopática",
  Neonatology: "Neonatología",
  Nephrology: "Nefrología",
  Neurology: "Neurología",
  Neurosurgery: "Neurocirugía",
  "Obstetrics and Gynecology": "Obstetricia y ginecología",
  Ophthalmology: "Oftalmología",
  Optometry: "Optometría",
  "Oral and Maxillofacial Surgery": "Cirugía oral y maxilofacial",
  "Orthopedic Surgery": "Cirugía ortopédica",
  Otolaryngology: "Otorrinolaringología",
  "Pain Medicine": "Medicina del dolor",
  Pediatrics: "Pediatría",
  "Physical Medicine and Rehabilitation": "Medicina física y rehabilitación",
  "Physical Therapy": "Fisioterapia",
  "Plastic Surgery": "Cirugía plástica",
  Podiatry: "Podología",
  Psychiatry: "Psiquiatría",
  Psychology: "Psicología",
  Pulmonology: "Neumología",
  "Radiation Oncology": "Oncología radioterápica",
  Rheumatology: "Reumatología",
  "Sleep Medicine": "Medicina del sueño",
  "Sports Medicine": "Medicina deportiva",
  Urology: "Urología",
  "Vascular Surgery": "Cirugía vascular",
};

/** The specialty's name to show in a language: Spanish where listed, else the directory's own. */
export function specialtyDisplayName(name: string, locale: Locale): string {
  return locale === "es-US" ? (SPECIALTY_NAMES_ES[name.trim()] ?? name) : name;
}
