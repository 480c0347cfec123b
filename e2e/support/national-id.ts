/** A national ID (1…) whose tenth digit is its Luhn check (waqf notes §6), new at each call. */
export function nationalId(): string {
  const body = `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sum = [...body].reduce((total, digit, i) => {
    const value = i % 2 === 0 ? Number(digit) * 2 : Number(digit);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
