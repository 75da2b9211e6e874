/** Months of 30 days, whose day is capped at 30 while typing (spec booking §5). */
const THIRTY_DAY_MONTHS = new Set(["04", "06", "09", "11"]);

/**
 * The date-of-birth box formats as the visitor types (spec §5; the caller skips it on backspace):
 * digits only, at most 8, shown as MM/DD/YYYY with each digit corrected in place. The spec's
 * corrections, plus one of ours: a day above 31 becomes 31.
 */
export function formatDateOfBirthInput(input: string, currentYear: number): string {
  const digits: string[] = [];
  for (const digit of input.replace(/\D/g, "").slice(0, 8)) {
    digits.push(correctedDigit(digits, digit));
    if (digits.length === 8) capYear(digits, currentYear);
  }
  const month = digits.slice(0, 2).join("");
  const day = digits.slice(2, 4).join("");
  const year = digits.slice(4).join("");
  return [month, day, year].filter((part) => part !== "").join("/");
}

function correctedDigit(previous: string[], digit: string): string {
  const value = Number(digit);
  const month = previous.slice(0, 2).join("");
  switch (previous.length) {
    case 0: // month, first digit: above 1 becomes 1
      return value > 1 ? "1" : digit;
    case 1: // month 00 becomes 01; after 1, above 2 becomes 2
      if (previous[0] === "0" && value === 0) return "1";
      return previous[0] === "1" && value > 2 ? "2" : digit;
    case 2: // day, first digit: 3 or more becomes 2 in February, else 3
      if (value >= 3) return month === "02" ? "2" : "3";
      return digit;
    case 3: {
      if (previous[2] === "0" && value === 0) return "1";
      const day = Number(`${previous[2]}${digit}`);
      if (THIRTY_DAY_MONTHS.has(month) && day > 30) return "0";
      return day > 31 ? "1" : digit;
    }
    case 4: // year, first digit: below 1 becomes 1, above 2 becomes 2
      return value < 1 ? "1" : value > 2 ? "2" : digit;
    case 5: // 1 is followed by 9, 2 by 0
      return previous[4] === "1" ? "9" : "0";
    default:
      return digit;
  }
}

/** The year cannot exceed the current year. */
function capYear(digits: string[], currentYear: number): void {
  if (Number(digits.slice(4).join("")) > currentYear) digits.splice(4, 4, ...String(currentYear).split(""));
}
