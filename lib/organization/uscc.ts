import { USCC_CHARSET, usccCheckCharacter } from '@/customs-api/contract/companies';

export type UsccProblem = 'length' | 'characters' | 'check';

/**
 * Why a unified social credit code is refused, as a kind the form can translate (the platform's
 * own `usccProblem` answers in Chinese); null when valid. Same rule as the platform.
 */
export function usccProblemKind(code: string): UsccProblem | null {
  if (code.length !== 18) return 'length';
  if (![...code].every((char) => USCC_CHARSET.includes(char))) return 'characters';
  return usccCheckCharacter(code.slice(0, 17)) === code[17] ? null : 'check';
}
