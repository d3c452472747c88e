const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** Resident identity card number (GB 11643-1999): 18 characters, a real birth date, valid check character. */
export function validIdCardNumber(text: string): boolean {
  const value = text.toUpperCase();
  if (!/^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])\d{2}\d{3}[\dX]$/.test(value)) return false;
  const birth = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  const date = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birth) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return CHECK[sum % 11] === value[17];
}

/** Appends the check character to 17 digits (seed and tests). */
export function withCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return first17 + CHECK[sum % 11];
}

/** `110101********1234`: the first 6 and last 4 characters stay. */
export function maskIdNumber(value: string | null): string | null {
  if (!value) return value;
  if (value.length <= 10) return value.length <= 2 ? '*'.repeat(value.length) : `${value[0]}${'*'.repeat(value.length - 2)}${value[value.length - 1]}`;
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

/** `138****5678`: the first 3 and last 4 characters stay. */
export function maskPhone(value: string | null): string | null {
  if (!value) return value;
  if (value.length <= 7) return `${value.slice(0, 1)}${'*'.repeat(Math.max(0, value.length - 1))}`;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

/** `广东省广州市****`: the first 6 characters stay. */
export function maskAddress(value: string | null): string | null {
  if (!value) return value;
  const chars = [...value];
  return chars.length <= 6 ? `${chars.slice(0, 2).join('')}****` : `${chars.slice(0, 6).join('')}****`;
}
