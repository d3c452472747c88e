import { formatValue } from './format';

describe('formatValue', () => {
  it('formats by column format', () => {
    expect(formatValue(1234.5, 'money')).toBe('1,234.50');
    expect(formatValue('12.5', 'weight')).toBe('12.5');
    expect(formatValue(null, 'money')).toBe('');
    expect(formatValue('2026-11-18T07:30:00.000Z', 'date')).toMatch(/^2026-11-18$/);
    expect(formatValue('not a date', 'datetime')).toBe('not a date');
  });

  it('shows dictionary codes with their label', () => {
    const label = (code: string) => ({ '142': '中国' })[code] ?? code;
    expect(formatValue('142', 'code', label)).toBe('142 中国');
    expect(formatValue('999', 'code', label)).toBe('999');
  });
});
