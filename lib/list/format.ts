import { format as formatDate } from 'date-fns';
import type { COLUMN_FORMATS } from './resource';

export type ColumnFormat = (typeof COLUMN_FORMATS)[number];

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const weight = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 4 });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One cell's text. Dictionary codes show as `code name` so operators see both. */
export function formatValue(value: unknown, format: ColumnFormat, label?: (code: string) => string): string {
  if (value === null || value === undefined || value === '') return '';
  if (label) {
    const code = String(value);
    const name = label(code);
    return name && name !== code ? `${code} ${name}` : code;
  }
  switch (format) {
    case 'money':
      return typeof value === 'number' || !Number.isNaN(Number(value)) ? money.format(Number(value)) : String(value);
    case 'weight':
      return weight.format(Number(value));
    case 'number':
      return integer.format(Number(value));
    case 'date': {
      const date = asDate(value);
      return date ? formatDate(date, 'yyyy-MM-dd') : String(value);
    }
    case 'datetime': {
      const date = asDate(value);
      return date ? formatDate(date, 'yyyy-MM-dd HH:mm:ss') : String(value);
    }
    default:
      return String(value);
  }
}
