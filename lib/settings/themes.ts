/**
 * The seven themes of spec §3. Each sets the MUI palette mode and background, and the shell's own
 * colours (header, side menu), exposed as CSS variables so the shell needs no re-render to follow.
 */
export const THEME_NAMES = ['d2', 'chester', 'element', 'violet', 'line', 'star', 'tomorrow-night-blue'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = 'd2';

export type ShellColors = {
  headerBg: string;
  headerText: string;
  asideBg: string;
  asideText: string;
  contentBg: string;
};

export type ThemeDefinition = {
  name: ThemeName;
  mode: 'light' | 'dark';
  colors: ShellColors;
  /** Page background image (spec: `line` and `star` have one). */
  backgroundImage?: string;
  paper?: string;
};

export const THEMES: Record<ThemeName, ThemeDefinition> = {
  d2: {
    name: 'd2',
    mode: 'light',
    colors: { headerBg: 'var(--mui-palette-primary-main)', headerText: '#fff', asideBg: '#001529', asideText: 'rgba(255,255,255,0.85)', contentBg: '#f0f2f5' },
  },
  chester: {
    name: 'chester',
    mode: 'light',
    colors: { headerBg: '#2c3e50', headerText: '#ecf0f1', asideBg: '#34495e', asideText: '#ecf0f1', contentBg: '#ecf0f1' },
  },
  element: {
    name: 'element',
    mode: 'light',
    colors: { headerBg: '#ffffff', headerText: '#303133', asideBg: '#304156', asideText: '#bfcbd9', contentBg: '#f0f2f5' },
  },
  violet: {
    name: 'violet',
    mode: 'light',
    colors: { headerBg: '#5b3a9b', headerText: '#fff', asideBg: '#2d1b4e', asideText: '#e0d7f3', contentBg: '#f5f3fa' },
  },
  line: {
    name: 'line',
    mode: 'light',
    colors: { headerBg: 'rgba(32,44,64,0.85)', headerText: '#fff', asideBg: 'rgba(32,44,64,0.78)', asideText: '#e6ebf2', contentBg: 'transparent' },
    backgroundImage: '/themes/line.svg',
    paper: 'rgba(255,255,255,0.92)',
  },
  star: {
    name: 'star',
    mode: 'dark',
    colors: { headerBg: 'rgba(10,14,36,0.8)', headerText: '#e8eaf6', asideBg: 'rgba(10,14,36,0.72)', asideText: '#c5cae9', contentBg: 'transparent' },
    backgroundImage: '/themes/star.svg',
    paper: 'rgba(22,27,58,0.9)',
  },
  'tomorrow-night-blue': {
    name: 'tomorrow-night-blue',
    mode: 'dark',
    colors: { headerBg: '#00346e', headerText: '#ffffff', asideBg: '#001733', asideText: '#bbdaff', contentBg: '#002451' },
    paper: '#003066',
  },
};

/** Spec §4: an unknown stored theme falls back to the first one. */
export function themeOrFirst(name: string | undefined): ThemeDefinition {
  return (THEME_NAMES as readonly string[]).includes(name ?? '') ? THEMES[name as ThemeName] : THEMES[THEME_NAMES[0]];
}
