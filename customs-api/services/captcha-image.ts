import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: characters a human cannot tell apart. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Stroke glyphs on a 10×14 grid. Drawn as paths rather than <text> so the answer is not
 * sitting in the SVG markup for a script to read.
 */
const GLYPHS: Record<string, string> = {
  A: 'M0 14L5 0L10 14M2 9H8',
  B: 'M0 0V14H7Q10 14 10 10.5Q10 7 7 7H0M0 0H6Q9 0 9 3.5Q9 7 6 7',
  C: 'M10 2Q8 0 5 0Q0 0 0 7Q0 14 5 14Q8 14 10 12',
  D: 'M0 0V14H4Q10 14 10 7Q10 0 4 0Z',
  E: 'M10 0H0V14H10M0 7H7',
  F: 'M10 0H0V14M0 7H7',
  G: 'M10 2Q8 0 5 0Q0 0 0 7Q0 14 5 14Q10 14 10 8H5',
  H: 'M0 0V14M10 0V14M0 7H10',
  J: 'M3 0H10V10Q10 14 5 14Q1 14 0 11',
  K: 'M0 0V14M10 0L0 9M3 6.5L10 14',
  M: 'M0 14V0L5 8L10 0V14',
  N: 'M0 14V0L10 14V0',
  P: 'M0 14V0H6Q10 0 10 3.5Q10 7 6 7H0',
  Q: 'M5 0Q0 0 0 7Q0 14 5 14Q10 14 10 7Q10 0 5 0ZM6 10L10 14',
  R: 'M0 14V0H6Q10 0 10 3.5Q10 7 6 7H0M5 7L10 14',
  S: 'M10 2Q8 0 5 0Q0 0 0 3.5Q0 7 5 7Q10 7 10 10.5Q10 14 5 14Q2 14 0 12',
  T: 'M0 0H10M5 0V14',
  U: 'M0 0V9Q0 14 5 14Q10 14 10 9V0',
  V: 'M0 0L5 14L10 0',
  W: 'M0 0L2.5 14L5 5L7.5 14L10 0',
  X: 'M0 0L10 14M10 0L0 14',
  Y: 'M0 0L5 7L10 0M5 7V14',
  Z: 'M0 0H10L0 14H10',
  '2': 'M0 3Q1 0 5 0Q10 0 10 4Q10 7 0 14H10',
  '3': 'M0 1.5Q2 0 5 0Q10 0 10 3.5Q10 7 4 7Q10 7 10 10.5Q10 14 5 14Q2 14 0 12.5',
  '4': 'M8 14V0L0 10H10',
  '5': 'M10 0H1L0 6.5Q2 5 5 5Q10 5 10 9.5Q10 14 5 14Q2 14 0 12.5',
  '6': 'M9 1Q7 0 5 0Q0 0 0 8Q0 14 5 14Q10 14 10 10Q10 6 5 6Q1 6 0 9',
  '7': 'M0 0H10L3 14',
  '8': 'M5 7Q0 7 0 3.5Q0 0 5 0Q10 0 10 3.5Q10 7 5 7Q0 7 0 10.5Q0 14 5 14Q10 14 10 10.5Q10 7 5 7Z',
  '9': 'M10 5Q9 8 5 8Q0 8 0 4Q0 0 5 0Q10 0 10 6Q10 14 5 14Q3 14 1 13',
};

export function randomCaptchaText(length = 5): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

const WIDTH = 120;
const HEIGHT = 40;
const COLORS = ['#1f3a93', '#7a1f5c', '#225c2e', '#8a4b08', '#333333'];
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
const jitter = (range: number) => (randomInt(2001) / 1000 - 1) * range;

/** 120×40 SVG: slightly rotated stroke glyphs over a few light noise lines. */
export function captchaSvg(text: string): string {
  const step = (WIDTH - 16) / text.length;
  const noise = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [randomInt(WIDTH / 3), randomInt(HEIGHT), WIDTH - randomInt(WIDTH / 3), randomInt(HEIGHT)];
    return `<path d="M${x1} ${y1}Q${WIDTH / 2} ${randomInt(HEIGHT)} ${x2} ${y2}" stroke="${pick(COLORS)}" stroke-opacity="0.35" fill="none"/>`;
  });
  const glyphs = [...text].map((char, index) => {
    const x = 8 + index * step + step / 2 - 7 + jitter(2);
    const y = 7 + jitter(2);
    const transform = `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${jitter(14).toFixed(1)} 7 13) scale(1.4 1.85)`;
    return `<path d="${GLYPHS[char] ?? ''}" transform="${transform}" stroke="${pick(COLORS)}" stroke-width="1.4" fill="none" stroke-linecap="round" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6fa"/>${noise.join('')}${glyphs.join('')}</svg>`;
}
