// A list drawn a page at a time (then "show more"): a turn's calls (a response may hold up to its limit,
// 1,000 by default) or a stream's events; a row each in one commit froze the page for seconds (issue 36).
import { useState, type ReactNode } from 'react';
import { boundedList } from './bounded';
import { ShowMore, type ListedItems } from './ShowMore';

export function PagedList<T>({
  items,
  perPage,
  words,
  render,
}: {
  items: readonly T[];
  perPage: number;
  words: ListedItems;
  render: (item: T, i: number) => ReactNode;
}) {
  const [pages, setPages] = useState(1);
  const { shown, hidden } = boundedList(items, perPage * pages);
  return (
    <>
      {shown.map(render)}
      <ShowMore items={words} hidden={hidden} next={perPage} onMore={() => setPages(pages + 1)} />
    </>
  );
}
