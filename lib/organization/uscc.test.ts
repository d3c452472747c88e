import { isValidUscc, usccCheckCharacter } from '@/customs-api/contract/companies';
import { usccProblemKind } from './uscc';

describe('unified social credit code problems', () => {
  it('accepts the example of the standard and agrees with the platform', () => {
    expect(usccProblemKind('91350100M000100Y43')).toBeNull();
    for (const code of ['91350100M000100Y43', '91350100M000100Y44', '91440101MA5CX0001', '91440101MA5CXO001X']) {
      expect(usccProblemKind(code) === null).toBe(isValidUscc(code));
    }
  });

  it('names the problem', () => {
    expect(usccProblemKind('91440101MA5CX0001')).toBe('length');
    expect(usccProblemKind('91440101MA5CXO001X')).toBe('characters');
    expect(usccProblemKind('91440101ma5cx0001x')).toBe('characters');
    const first17 = '91440101MA5CX0001';
    const wrong = usccCheckCharacter(first17) === 'A' ? 'B' : 'A';
    expect(usccProblemKind(`${first17}${wrong}`)).toBe('check');
    expect(usccProblemKind(`${first17}${usccCheckCharacter(first17)}`)).toBeNull();
  });
});
