/** An ID number as public pages show it: the first digit and the last three (1012345672 → 1******672). */
export function maskId(idNumber: string): string {
  if (idNumber.length < 5) return '*'.repeat(idNumber.length);
  return `${idNumber[0]}${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-3)}`;
}

/** A phone as the OTP answer names it: country code and the last two digits (+9665******12). */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`;
}
