// Reads a file whole the way a model would: Read calls through the executor, page after page, doing only what
// each page's text says (a footer's `offset=` for the next page, a cut line's `offset=… and column=…` for its
// rest). Tests use it to prove that what the model is told it can read, it can read whole.
import type { RawToolCall, TurnOutcome } from '../turn-protocol/turn-types';

export interface PagedRead {
  /** The file's lines as the pages gave them, without their line breaks. */
  readonly lines: readonly string[];
  /** Each page as the model received it (the tool message's content). */
  readonly pages: readonly string[];
}

type Turn = (calls: readonly RawToolCall[]) => Promise<TurnOutcome>;

interface PageRequest {
  readonly offset: number;
  readonly column?: number;
  readonly limit: number;
  /** The rest of one cut line only: the lines after it come from the page that cut it. */
  readonly restOfLine?: boolean;
}

interface ModelPage {
  readonly status: string;
  readonly text: string;
  readonly data: { readonly truncation?: unknown; readonly cutLines?: readonly { line: number }[] };
}

const ROW = /^ *(\d+)\t/;
const CUT_MARK =
  / … \[line (\d+) is cut here; \d+ more characters?: Read with offset=\d+ and column=(\d+) for the rest\]$/;
const NEXT_PAGE = /To continue, call Read with offset=(\d+)(?: and column=(\d+))?\./;
/** A runaway guard: a reader that never finishes is a failing test, not a hung one. */
const MAX_PAGES = 10_000;

export async function readPages(turn: Turn, path: string): Promise<PagedRead> {
  const lines: string[] = [];
  const pages: string[] = [];
  const todo: PageRequest[] = [{ offset: 1, limit: 2000 }];
  let calls = 0;
  for (let request = todo.shift(); request !== undefined; request = todo.shift()) {
    if (++calls > MAX_PAGES) throw new Error(`Reading ${path} took more than ${MAX_PAGES} pages.`);
    const args = { path, offset: request.offset, limit: request.limit };
    const outcome = await turn([
      {
        id: `read_${calls}`,
        name: 'Read',
        arguments: JSON.stringify(request.column === undefined ? args : { ...args, column: request.column }),
      },
    ]);
    const content = outcome.calls[0]!.modelContent;
    pages.push(content);
    const page = JSON.parse(content) as ModelPage;
    if (page.status === 'error') throw new Error(`Read failed: ${page.text}`);
    if (page.data.truncation !== undefined) throw new Error(`A Read page of ${path} was cut by the budget.`);
    const cutLines = new Set((page.data.cutLines ?? []).map((cut) => cut.line));
    const rests: PageRequest[] = [];
    let first = true;
    for (const row of page.text.split('\n')) {
      const number = ROW.exec(row);
      if (!number) break; // the blank line before the footer ends the rows
      const line = Number(number[1]);
      let text = row.slice(number[0].length);
      const cut = CUT_MARK.exec(text);
      if (cut && Number(cut[1]) === line && cutLines.has(line)) {
        text = text.slice(0, cut.index);
        rests.push({ offset: line, column: Number(cut[2]), limit: 1, restOfLine: true });
      }
      const continues = first && request.column !== undefined;
      lines[line - 1] = continues ? (lines[line - 1] ?? '') + text : text;
      first = false;
    }
    // The footer says where the page stopped: at a line, or inside one (whose row also says so: read it
    // once). After the rest of a line cut at 2,000 characters, the next lines came with the page that cut it.
    const next = NEXT_PAGE.exec(page.text);
    const restOfLine = request.restOfLine === true;
    const stop: PageRequest | null =
      next === null
        ? null
        : next[2] === undefined
          ? restOfLine
            ? null
            : { offset: Number(next[1]), limit: 2000 }
          : { offset: Number(next[1]), column: Number(next[2]), limit: request.limit, restOfLine };
    const others = rests.filter((rest) => !(stop?.column !== undefined && rest.offset === stop.offset));
    todo.unshift(...others, ...(stop ? [stop] : []));
  }
  return { lines, pages };
}
