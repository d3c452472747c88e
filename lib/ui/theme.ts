import { createTheme } from '@mui/material/styles';

/** Spec §9 default accent colour. */
export const DEFAULT_COLOR = '#409EFF';
export const HEADER_HEIGHT = 48;
export const ASIDE_WIDTH = 200;
export const ASIDE_COLLAPSED_WIDTH = 65;

export function createConsoleTheme(color: string = DEFAULT_COLOR) {
  return createTheme({
    cssVariables: true,
    palette: { primary: { main: color }, background: { default: '#f0f2f5' } },
    typography: {
      fontSize: 14,
      fontFamily: ['-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', '"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans CJK SC"', 'sans-serif'].join(','),
    },
    shape: { borderRadius: 4 },
  });
}
