// The playground's three columns at their default widths, in percent of the page (decision 0830). The
// workspace column is the one a person reads code in: at 1440 px its 39 % (about 560 px) leave Monaco 60
// columns of 13 px code beside its line numbers, with the file tree above the editor (app.css). The
// conversation keeps room for the docked guide's notes and choices; the pipeline and the inspector take the
// rest. They add up to 100; `column-sizes.test.ts` says so.
export interface ColumnSize {
  readonly defaultSize: string;
}

export const WORKSPACE_COLUMN: ColumnSize = { defaultSize: '39' };
export const CONVERSATION_COLUMN: ColumnSize = { defaultSize: '27' };
export const STAGE_COLUMN: ColumnSize = { defaultSize: '34' };
