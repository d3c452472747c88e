/**
 * The catch-all console route's page. It makes every console URL a deep link (and reload target),
 * but draws nothing itself: the shell's tab host shows the tab of the URL. The host lives in the
 * layout because a soft navigation (e.g. a <Link>) replaces this page and would lose kept-alive state.
 */
export const ConsolePage: (props: { initialPath: string }) => null = () => null;
