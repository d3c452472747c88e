import { createTheme, type ThemeOptions } from '@mui/material/styles';
import type { Settings, Size } from '@/lib/settings/schema';
import { themeOrFirst } from '@/lib/settings/themes';

export const HEADER_HEIGHT = 48;
export const ASIDE_WIDTH = 200;
export const ASIDE_COLLAPSED_WIDTH = 65;

/** The component size setting as a real density change: spacing, type scale and component sizes. */
const DENSITY: Record<Size, { spacing: number; fontSize: number; control: 'medium' | 'small'; dense: boolean }> = {
  default: { spacing: 8, fontSize: 14, control: 'medium', dense: false },
  medium: { spacing: 7, fontSize: 14, control: 'medium', dense: true },
  small: { spacing: 6, fontSize: 13, control: 'small', dense: true },
  mini: { spacing: 5, fontSize: 12, control: 'small', dense: true },
};

function densityComponents(size: Size): ThemeOptions['components'] {
  const { control, dense } = DENSITY[size];
  return {
    MuiButton: { defaultProps: { size: control } },
    MuiIconButton: { defaultProps: { size: control } },
    MuiTextField: { defaultProps: { size: control } },
    MuiFormControl: { defaultProps: { size: control, margin: dense ? 'dense' : 'normal' } },
    MuiSelect: { defaultProps: { size: control } },
    MuiChip: { defaultProps: { size: control } },
    MuiTable: { defaultProps: { size: dense ? 'small' : 'medium' } },
    MuiList: { defaultProps: { dense } },
    MuiMenuItem: { defaultProps: { dense } },
    MuiListItemButton: { defaultProps: { dense } },
    MuiToolbar: { defaultProps: { variant: dense ? 'dense' : 'regular' } },
  };
}

const FONT_FAMILY = ['-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', '"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans CJK SC"', 'sans-serif'].join(',');

export function createConsoleTheme(settings: Pick<Settings, 'theme' | 'color' | 'size'>) {
  const definition = themeOrFirst(settings.theme);
  const density = DENSITY[settings.size];
  return createTheme({
    cssVariables: true,
    spacing: density.spacing,
    palette: {
      mode: definition.mode,
      primary: { main: settings.color },
      background: {
        default: definition.colors.contentBg,
        ...(definition.paper ? { paper: definition.paper } : {}),
      },
    },
    typography: { fontSize: density.fontSize, fontFamily: FONT_FAMILY },
    shape: { borderRadius: 4 },
    components: densityComponents(settings.size),
  });
}
