import { menuLeaves, type MenuItem } from './menu';

/** One searchable menu page with the texts it can be found by. */
export type SearchEntry = {
  item: MenuItem;
  title: string;
  /** Ancestors' titles, outermost first. */
  breadcrumb: string[];
  path: string;
  /** Full pinyin of the title without spaces (进口回执 → jinkouhuizhi). */
  pinyinFull: string;
  /** Pinyin initials of the title (进口回执 → jkhz). */
  pinyinInitials: string;
};

export type ToPinyin = (text: string) => { full: string; initials: string };

/** Every page-like leaf of the menu (external links included: they open in a new tab). */
export function buildSearchIndex(menu: readonly MenuItem[], toPinyin: ToPinyin): SearchEntry[] {
  return menuLeaves(menu)
    .filter(({ item }) => item.kind !== 'temporary')
    .map(({ item, trail }) => {
      const { full, initials } = toPinyin(item.title);
      return {
        item,
        title: item.title,
        breadcrumb: trail.map((ancestor) => ancestor.title),
        path: item.path,
        pinyinFull: full.toLowerCase(),
        pinyinInitials: initials.toLowerCase(),
      };
    });
}

function isSubsequence(needle: string, haystack: string): boolean {
  let index = 0;
  for (const char of haystack) if (char === needle[index]) index++;
  return index === needle.length;
}

/** How well an entry matches; 0 means no match. Title beats pinyin beats breadcrumb beats route. */
export function scoreEntry(entry: SearchEntry, rawQuery: string): number {
  const query = rawQuery.trim().toLowerCase().replace(/\s+/g, '');
  if (!query) return 0;
  const title = entry.title.toLowerCase();
  if (title === query) return 100;
  if (title.startsWith(query)) return 90;
  if (title.includes(query)) return 80;
  if (entry.pinyinInitials === query) return 75;
  if (entry.pinyinInitials.startsWith(query)) return 70;
  if (entry.pinyinFull.startsWith(query)) return 65;
  if (entry.pinyinInitials.includes(query)) return 60;
  if (entry.pinyinFull.includes(query)) return 55;
  if (entry.breadcrumb.join('/').toLowerCase().includes(query)) return 40;
  if (entry.path.toLowerCase().includes(query)) return 30;
  if (isSubsequence(query, title) || isSubsequence(query, entry.pinyinInitials)) return 10;
  return 0;
}

export function searchMenu(index: readonly SearchEntry[], query: string, limit = 20): SearchEntry[] {
  return index
    .map((entry) => ({ entry, score: scoreEntry(entry, query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.entry.title.length - b.entry.title.length)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** The `s` hotkey never fires while the user types in a field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || element.getAttribute('role') === 'textbox';
}
