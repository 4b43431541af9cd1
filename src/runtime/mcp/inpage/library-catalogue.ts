// The in-page MCP server's toy domain: a small library's catalogue and its loans. Fixed books, no clock, no
// network, so every call answers the same way in every run and a lesson's trace hashes alike. The loans live
// as long as one server (one connection), like any server's state.

export interface Book {
  readonly id: string;
  readonly title: string;
  readonly author: string;
  readonly year: number;
}

export const CATALOGUE: readonly Book[] = [
  { id: 'b1', title: 'The Pragmatic Programmer', author: 'Hunt and Thomas', year: 1999 },
  {
    id: 'b2',
    title: 'Structure and Interpretation of Computer Programs',
    author: 'Abelson and Sussman',
    year: 1985,
  },
  { id: 'b3', title: 'The Mythical Man-Month', author: 'Brooks', year: 1975 },
  { id: 'b4', title: 'A Philosophy of Software Design', author: 'Ousterhout', year: 2018 },
  { id: 'b5', title: 'Designing Data-Intensive Applications', author: 'Kleppmann', year: 2017 },
];

export interface BookOnShelf extends Book {
  readonly onLoan: boolean;
}

export type LoanAnswer =
  | { readonly ok: true; readonly book: Book; readonly borrower: string }
  | { readonly ok: false; readonly reason: string };

export interface LibraryCatalogue {
  /** Books whose title or author holds `query` (any case); every book for an empty query. */
  find(query: string): BookOnShelf[];
  /** Lends a book that is on the shelf; a book already out, or unknown, is refused in words. */
  borrow(bookId: string, borrower: string): LoanAnswer;
}

export function libraryCatalogue(): LibraryCatalogue {
  const loans = new Map<string, string>();
  return {
    find(query) {
      const wanted = query.trim().toLowerCase();
      return CATALOGUE.filter(
        (book) => book.title.toLowerCase().includes(wanted) || book.author.toLowerCase().includes(wanted),
      ).map((book) => ({ ...book, onLoan: loans.has(book.id) }));
    },
    borrow(bookId, borrower) {
      const book = CATALOGUE.find((candidate) => candidate.id === bookId);
      if (!book) return { ok: false, reason: `No book has the id ${JSON.stringify(bookId)}.` };
      const holder = loans.get(bookId);
      if (holder !== undefined)
        return { ok: false, reason: `"${book.title}" is already on loan to ${holder}.` };
      loans.set(bookId, borrower);
      return { ok: true, book, borrower };
    },
  };
}
