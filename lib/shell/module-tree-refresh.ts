/**
 * Issue #8: grant changes reach a member on the next module-tree fetch. The console fetches the
 * tree again after navigations, at most once per interval, and at once when asked (the member has
 * just changed grants themselves).
 */
export const MODULE_TREE_REFRESH_INTERVAL_MS = 15_000;

type RefresherOptions = {
  fetchTree: () => Promise<void>;
  intervalMs?: number;
  now?: () => number;
};

export type TreeRefresher = {
  /** Fetches unless a fetch ran within the interval; `force` fetches anyway (after one in flight ends). */
  request: (force?: boolean) => Promise<void>;
};

/** The tree the server rendered with counts as the first fetch. */
export function createTreeRefresher({ fetchTree, intervalMs = MODULE_TREE_REFRESH_INTERVAL_MS, now = Date.now }: RefresherOptions): TreeRefresher {
  let lastStarted = now();
  let inFlight: Promise<void> | null = null;
  let forcedWhileInFlight = false;

  const start = (): Promise<void> => {
    lastStarted = now();
    const run = fetchTree()
      .catch(() => undefined)
      .then(() => {
        inFlight = null;
        if (!forcedWhileInFlight) return;
        // A grant change made while the fetch was on its way may be missing from its answer.
        forcedWhileInFlight = false;
        return start();
      });
    inFlight = run;
    return run;
  };

  return {
    request(force = false) {
      if (inFlight) {
        if (force) forcedWhileInFlight = true;
        return inFlight;
      }
      if (!force && now() - lastStarted < intervalMs) return Promise.resolve();
      return start();
    },
  };
}

/** Keeps the previous tree object when nothing changed, so menus and pages do not re-render. */
export function sameTree<T>(previous: T, next: T): boolean {
  return JSON.stringify(previous) === JSON.stringify(next);
}
