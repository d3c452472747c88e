import { customsCodeSchema, isValidUscc, usccCheckCharacter, usccProblem, usccSchema } from './companies';

describe('unified social credit code (GB 32100-2015)', () => {
  // Published USCCs of well-known companies.
  it.each([
    ['91110000600037341L'],
    ['914403001922038216'], // 华为技术有限公司
    ['91440300708461136T'], // 深圳市腾讯计算机系统有限公司
    ['91330100716105852F'], // 阿里巴巴（中国）有限公司
    ['91110000802100433B'], // 北京百度网讯科技有限公司
    ['91110108551385082Q'], // 小米科技有限责任公司
  ])('accepts %s', (uscc) => {
    expect(usccProblem(uscc)).toBeNull();
    expect(usccCheckCharacter(uscc.slice(0, 17))).toBe(uscc[17]);
  });

  it.each([
    ['91440300708461136X', '统一社会信用代码校验位错误'],
    ['914403001922038215', '统一社会信用代码校验位错误'],
    ['91440101MA5CXXXX1Q', '统一社会信用代码校验位错误'],
    ['91440300708461136', '统一社会信用代码应为18位'],
    ['9144030070846113600', '统一社会信用代码应为18位'],
    ['91440300708461I36T', '统一社会信用代码含有无效字符（只允许数字和除 I、O、Z、S、V 外的大写字母）'],
    ['91440300708461136t', '统一社会信用代码含有无效字符（只允许数字和除 I、O、Z、S、V 外的大写字母）'],
  ])('refuses %s: %s', (uscc, problem) => {
    expect(usccProblem(uscc)).toBe(problem);
    expect(isValidUscc(uscc)).toBe(false);
  });

  it('maps 31 − 0 = 31 to the check character 0', () => {
    // An all-zero body has a weighted sum of 0.
    expect(usccCheckCharacter('00000000000000000')).toBe('0');
  });

  it('upper-cases input before checking it, and names the problem in the schema error', () => {
    expect(usccSchema.parse(' 91440300708461136t ')).toBe('91440300708461136T');
    expect(usccSchema.safeParse('91440300708461136X').error?.issues[0]?.message).toBe('统一社会信用代码校验位错误');
  });

  it('takes 10-character customs codes', () => {
    expect(customsCodeSchema.parse('4403966q2m')).toBe('4403966Q2M');
    expect(customsCodeSchema.safeParse('440396').success).toBe(false);
    expect(customsCodeSchema.safeParse('4403966Q2-').success).toBe(false);
  });
});
