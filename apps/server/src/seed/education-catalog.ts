import type { Training } from "./specialty-entry.ts";

/** Real schools and training hospitals near the demo metros and beyond, by degree path. */
export interface EducationPath {
  /** The credential `type` of the degree itself ("Medical School", "Dental School" …). */
  degreeType: string;
  /** How a bio names the degree ("earned her medical degree at …"). */
  degreeNoun: string;
  schools: string[];
  /** Post-degree training: residency for physicians and dentists, internship for psychologists. */
  training?: { type: string; years: number; places: string[] };
  board?: string;
}

const MEDICAL_SCHOOLS = [
  "Vanderbilt University School of Medicine",
  "Baylor College of Medicine",
  "University of Colorado School of Medicine",
  "University of Miami Miller School of Medicine",
  "University of Arizona College of Medicine - Phoenix",
  "Johns Hopkins University School of Medicine",
  "University of Texas Medical Branch",
  "McGovern Medical School at UTHealth Houston",
  "Emory University School of Medicine",
  "Duke University School of Medicine",
  "University of Tennessee Health Science Center",
  "Tulane University School of Medicine",
  "University of Michigan Medical School",
  "Meharry Medical College",
  "University of Florida College of Medicine",
  "Mayo Clinic Alix School of Medicine",
];

export const OSTEOPATHIC_SCHOOLS = [
  "Kansas City University College of Osteopathic Medicine",
  "Rocky Vista University College of Osteopathic Medicine",
  "Nova Southeastern University Dr. Kiran C. Patel College of Osteopathic Medicine",
  "A.T. Still University School of Osteopathic Medicine in Arizona",
  "Lincoln Memorial University DeBusk College of Osteopathic Medicine",
  "University of North Texas Health Science Center Texas College of Osteopathic Medicine",
];

export const TRAINING_HOSPITALS = [
  "Vanderbilt University Medical Center",
  "Houston Methodist Hospital",
  "University of Colorado Hospital",
  "Jackson Memorial Hospital",
  "Banner - University Medical Center Phoenix",
  "Barnes-Jewish Hospital",
  "Massachusetts General Hospital",
  "Cleveland Clinic",
  "Mayo Clinic",
  "University of Alabama at Birmingham Hospital",
  "Denver Health Medical Center",
  "Ben Taub Hospital",
];

export const EDUCATION_PATHS: Record<Training, EducationPath> = {
  physician: {
    degreeNoun: "medical degree",
    degreeType: "Medical School",
    schools: MEDICAL_SCHOOLS,
    training: { type: "Residency", years: 3, places: TRAINING_HOSPITALS },
  },
  dentist: {
    degreeNoun: "dental degree",
    degreeType: "Dental School",
    schools: [
      "University of Texas School of Dentistry at Houston",
      "Meharry Medical College School of Dentistry",
      "University of Colorado School of Dental Medicine",
      "Nova Southeastern University College of Dental Medicine",
      "Arizona School of Dentistry and Oral Health",
    ],
    board: "American Board of General Dentistry",
  },
  "oral-surgeon": {
    degreeNoun: "dental degree",
    degreeType: "Dental School",
    schools: [
      "University of Texas School of Dentistry at Houston",
      "University of Colorado School of Dental Medicine",
      "Nova Southeastern University College of Dental Medicine",
      "University of Florida College of Dentistry",
    ],
    training: { type: "Residency", years: 4, places: TRAINING_HOSPITALS },
    board: "American Board of Oral and Maxillofacial Surgery",
  },
  podiatrist: {
    degreeNoun: "Doctor of Podiatric Medicine degree",
    degreeType: "Podiatric Medical School",
    schools: [
      "Temple University School of Podiatric Medicine",
      "Barry University School of Podiatric Medicine",
      "Midwestern University Arizona School of Podiatric Medicine",
      "Des Moines University College of Podiatric Medicine and Surgery",
    ],
    training: { type: "Residency", years: 3, places: TRAINING_HOSPITALS },
    board: "American Board of Foot and Ankle Surgery",
  },
  optometrist: {
    degreeNoun: "Doctor of Optometry degree",
    degreeType: "Optometry School",
    schools: [
      "University of Houston College of Optometry",
      "Nova Southeastern University College of Optometry",
      "Southern College of Optometry",
      "Midwestern University Arizona College of Optometry",
    ],
    board: "American Board of Optometry",
  },
  psychologist: {
    degreeNoun: "doctorate in clinical psychology",
    degreeType: "Doctoral Program",
    schools: [
      "Vanderbilt University",
      "University of Denver Graduate School of Professional Psychology",
      "University of Houston",
      "University of Miami",
      "Arizona State University",
    ],
    training: {
      type: "Internship",
      years: 1,
      places: [
        "Tennessee Valley Healthcare System",
        "Michael E. DeBakey VA Medical Center",
        "Rocky Mountain Regional VA Medical Center",
        "Miami VA Healthcare System",
        "Phoenix VA Health Care System",
      ],
    },
    board: "American Board of Professional Psychology",
  },
  audiologist: {
    degreeNoun: "Doctor of Audiology degree",
    degreeType: "Doctoral Program",
    schools: ["Vanderbilt University", "University of Colorado Boulder", "Nova Southeastern University"],
    board: "American Board of Audiology",
  },
  "physical-therapist": {
    degreeNoun: "Doctor of Physical Therapy degree",
    degreeType: "Doctoral Program",
    schools: ["Belmont University", "Texas Woman's University", "Regis University", "University of Miami"],
    board: "American Board of Physical Therapy Specialties",
  },
  chiropractor: {
    degreeNoun: "Doctor of Chiropractic degree",
    degreeType: "Chiropractic College",
    schools: ["Parker University", "Texas Chiropractic College", "Palmer College of Chiropractic", "Life University"],
  },
  naturopath: {
    degreeNoun: "naturopathic medical degree",
    degreeType: "Naturopathic Medical School",
    schools: [
      "Southwest College of Naturopathic Medicine",
      "Bastyr University",
      "National University of Natural Medicine",
    ],
  },
  pharmacist: {
    degreeNoun: "Doctor of Pharmacy degree",
    degreeType: "Pharmacy School",
    schools: [
      "Belmont University College of Pharmacy",
      "University of Houston College of Pharmacy",
      "University of Colorado Skaggs School of Pharmacy",
      "University of Arizona R. Ken Coit College of Pharmacy",
    ],
    training: { type: "Residency", years: 1, places: TRAINING_HOSPITALS },
    board: "Board of Pharmacy Specialties",
  },
};

/** The certifying board of a physician specialty: several specialties share their parent's board. */
const PHYSICIAN_BOARDS: Record<string, string[]> = {
  "American Board of Internal Medicine": [
    "Internal Medicine",
    "Cardiology",
    "Endocrinology",
    "Gastroenterology",
    "Hematology",
    "Infectious Disease",
    "Nephrology",
    "Pulmonology",
    "Rheumatology",
    "Medical Oncology",
    "Hospital Medicine",
    "Geriatric Medicine",
    "Sleep Medicine",
  ],
  "American Board of Family Medicine": ["Family Medicine", "Sports Medicine"],
  "American Board of Pediatrics": ["Pediatrics", "Neonatology"],
  "American Board of Obstetrics and Gynecology": [
    "Obstetrics and Gynecology",
    "Maternal-Fetal Medicine",
    "Gynecologic Oncology",
  ],
  "American Board of Surgery": ["General Surgery", "Bariatric Surgery", "Vascular Surgery", "Hand Surgery"],
  "American Board of Orthopaedic Surgery": ["Orthopedic Surgery"],
  "American Board of Psychiatry and Neurology": ["Psychiatry", "Neurology"],
  "American Board of Radiology": ["Interventional Radiology", "Radiation Oncology"],
  "American Board of Anesthesiology": ["Anesthesiology", "Pain Medicine"],
  "American Board of Neurological Surgery": ["Neurosurgery"],
  "American Board of Thoracic Surgery": ["Cardiothoracic Surgery"],
  "American Board of Otolaryngology - Head and Neck Surgery": ["Otolaryngology"],
};

export function physicianBoardFor(specialtyName: string): string {
  for (const [board, specialties] of Object.entries(PHYSICIAN_BOARDS)) {
    if (specialties.includes(specialtyName)) return board;
  }
  // The rest are certified by a board of their own name (Dermatology, Urology, Ophthalmology …).
  return `American Board of ${specialtyName}`;
}
