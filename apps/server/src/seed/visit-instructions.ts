import { ER_PRIVATE_TYPE_CODE, TELEHEALTH_TYPE_CODE } from "./appointment-type-catalog.ts";
import type { LocationRow } from "./generate-network-places.ts";

/**
 * The "Things to Know Before You Visit" text (booking informationForConsumer) of one appointment type
 * at one location: arrival, check-in and parking depend on the location, what to bring on the type.
 * Derived from the location id rather than drawn, so it adds nothing to the random stream.
 */
export function visitInstructions(location: LocationRow, type: { code: string; friendlyName2: string }): string {
  if (type.code === TELEHEALTH_TYPE_CODE) {
    return [
      "You will receive a text message and an email with a secure video link 15 minutes before your visit.",
      "Join from a quiet, private place on a phone or computer with a camera, and have your medication list ready.",
      `If the video does not connect, the office at ${location.name} will call you at the number you gave us.`,
    ].join(" ");
  }
  const early = type.code === "NEWPT" || type.code === "CONSULT" || type.code === "EVAL" ? 20 : 15;
  const visit =
    type.code === ER_PRIVATE_TYPE_CODE
      ? "follow-up visit after your emergency room care"
      : type.friendlyName2.toLowerCase();
  const lines = [
    `Please arrive ${early} minutes before your ${visit} at ${location.name}, ${location.street}, ${location.city}.`,
    pick(CHECK_IN, location.id, 1),
    `Bring a photo ID, your insurance card and a list of your current medications${BRING[type.code] ?? "."}`,
    pick(PARKING, location.id, 2),
    "If you need to cancel, please call at least 24 hours ahead so another patient can have your time.",
  ];
  return lines.join(" ");
}

const BRING: Record<string, string> = {
  NEWPT: ", and any records or test results from your previous doctors. New patients complete forms at check-in.",
  FOLLOW: ", including any changes since your last visit.",
  ERPRIV: ", and the discharge papers you were given in the emergency room.",
  ANNUAL: ". If your doctor may order blood work, do not eat for 8 hours before the visit; water is fine.",
  SICK: ". Tell the front desk at once if you have a fever, a rash or a cough; you may be asked to wear a mask.",
  WELLCHILD: ", and your child's immunization record. Please allow extra time for growth and development checks.",
  WELLWOMAN: ". Let us know the date of your last menstrual period and of your last Pap smear, if you know them.",
  CONSULT: ", your referral, and any imaging on a disc or a portal link to your recent scans.",
  POSTOP: ", your discharge instructions and any questions about your recovery. Wear loose clothing over the site.",
  RESULTS: ", and write down any questions you have about your results.",
  EYEEXAM: ", and your current glasses or contact lenses. Your eyes may be dilated: bring sunglasses and a driver.",
  DENTAL: ", and your dental insurance card if it is separate. Tell us about any heart condition or joint replacement.",
  HEARING: ". Please avoid loud noise for 24 hours before your evaluation and bring any hearing aids you use.",
  EVAL: ". Wear comfortable clothing that lets you move freely, and bring any referral or prescription you were given.",
};

const CHECK_IN = [
  "Check in at the front desk in the main lobby.",
  "Check in at the registration desk on the first floor.",
  "Take the elevators to the second floor and check in at the clinic reception.",
  "Check in at the kiosk inside the main entrance, or with the receptionist.",
  "Our office is on the third floor; check in at the reception desk beside the elevators.",
];

const PARKING = [
  "Free parking is available in the surface lot in front of the building.",
  "Park in the garage next to the building and bring your ticket to the front desk for validation.",
  "Valet parking is available at the main entrance for a small fee.",
  "Patient parking is marked in the lot behind the building; accessible spaces are by the entrance.",
  "Street parking is limited; the public garage across the street offers patient rates.",
];

/** FNV-1a over the location id and a salt: a stable choice per location. */
function pick(options: string[], key: string, salt: number): string {
  let hash = 0x811c9dc5 ^ salt;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return options[(hash >>> 0) % options.length] as string;
}
