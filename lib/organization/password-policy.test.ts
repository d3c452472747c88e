import { characterClasses, passwordProblems } from './password-policy';

const policy = { minLength: 8, requiredClasses: 3, maxAgeDays: 90 };

describe('password policy', () => {
  it('counts character classes', () => {
    expect(characterClasses('abc')).toBe(1);
    expect(characterClasses('abcDEF12')).toBe(3);
    expect(characterClasses('aB1!')).toBe(4);
  });

  it('names what a password lacks', () => {
    expect(passwordProblems('ab1', policy)).toEqual([{ key: 'tooShort', min: 8 }, { key: 'classes', classes: 3 }]);
    expect(passwordProblems('abcdefgh', policy)).toEqual([{ key: 'classes', classes: 3 }]);
    expect(passwordProblems('Abcdefg1', policy)).toEqual([]);
    expect(passwordProblems('Abcdefg1', policy, 'Abcdefg1')).toEqual([{ key: 'sameAsOld' }]);
  });
});
