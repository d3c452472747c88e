'use client';

import { useCallback, useMemo } from 'react';
import { useShell } from '@/lib/shell/shell-context';
import { findMenuLeaf } from './menu';
import { menuPathFor } from './routes';

/**
 * Spec §6: buttons per module code come with the module tree and every route carries them.
 * Answers "may I show button X on this page" (detail pages use their module's buttons).
 */
export function useButtonPermission(path: string): (buttonCode: string) => boolean {
  const { menu } = useShell();
  const granted = useMemo(() => new Set(findMenuLeaf(menu, menuPathFor(path))?.item.buttons.map((button) => button.code) ?? []), [menu, path]);
  return useCallback((buttonCode: string) => granted.has(buttonCode), [granted]);
}
