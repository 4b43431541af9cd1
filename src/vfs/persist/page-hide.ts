// Flushing when the page is hidden (tab switched, closed, app backgrounded): the last moment a page can be
// relied on to run code; `pagehide` covers browsers that skip visibilitychange on close.

export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange' | 'pagehide', listener: () => void): void;
  removeEventListener(type: 'visibilitychange' | 'pagehide', listener: () => void): void;
}

/** Returns the function that stops listening. `page` is `document` in the browser. */
export function flushWhenPageHides(flush: () => Promise<void>, page: PageVisibility): () => void {
  const onVisibility = () => {
    if (page.visibilityState === 'hidden') void flush();
  };
  const onPageHide = () => void flush();
  page.addEventListener('visibilitychange', onVisibility);
  page.addEventListener('pagehide', onPageHide);
  return () => {
    page.removeEventListener('visibilitychange', onVisibility);
    page.removeEventListener('pagehide', onPageHide);
  };
}
