/**
 * NPIs are 10 digits whose last is a Luhn check digit computed over "80840" + the first nine (the CMS
 * rule). Real ones start with 1 or 2, so the nine-digit base runs over 100,000,000–299,999,999.
 */
const BASE_START = 100_000_000;
const BASE_RANGE = 200_000_000;
/**
 * Odd and not a multiple of 5, so coprime with the range: sequence → base is then a permutation,
 * unique by construction yet not visibly sequential.
 */
const STRIDE = 7_654_321;

export function npiFromSequence(sequence: number, seed = 0): string {
  if (!Number.isInteger(sequence) || sequence < 0 || sequence >= BASE_RANGE) {
    throw new Error(`NPI sequence ${sequence} is out of range`);
  }
  // BigInt: sequence × stride passes 2^53 for large sequences.
  const offset = BigInt(seed % BASE_RANGE);
  const base = BASE_START + Number(((BigInt(sequence) + offset) * BigInt(STRIDE)) % BigInt(BASE_RANGE));
  const nine = String(base);
  return `${nine}${luhnCheckDigit(`80840${nine}`)}`;
}

export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Doubling starts at the rightmost digit because the check digit will follow it.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidNpi(npi: string): boolean {
  return /^[0-9]{10}$/.test(npi) && luhnCheckDigit(`80840${npi.slice(0, 9)}`) === Number(npi[9]);
}
