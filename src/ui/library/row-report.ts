// What a row of the Sessions panel reports after an action, for the panel to show: its own file because the
// rows (SessionRow, RefusedRow), the delete confirmation inside them and the panel all name it.

/** What the panel shows after an action: a problem (an alert) or what happened (a status line). */
export type RowReport = { readonly ok: boolean; readonly reason?: string; readonly said?: string | null };
