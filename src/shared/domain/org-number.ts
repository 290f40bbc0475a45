/**
 * Swedish organisation numbers (and the personnummer a sole trader uses as one) are ten digits,
 * written NNNNNN-NNNN, the last digit a Luhn check digit over the first nine.
 */
export function normaliseOrgNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  // A twelve-digit form (century prefix, e.g. 19 or 16) is accepted and shortened.
  const ten = digits.length === 12 ? digits.slice(2) : digits;
  if (!/^\d{10}$/.test(ten)) return null;
  if (!luhnValid(ten)) return null;
  return `${ten.slice(0, 6)}-${ten.slice(6)}`;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[i]);
    // Weights 2,1,2,1,... from the left over ten digits.
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
