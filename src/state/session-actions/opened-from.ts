// Where a session that is opened came from: a link or file is new to the library; `library` is an entry
// already kept. The refusal's wording depends on it (ui/share/load-failure.ts).
import type { LibraryOrigin } from '../../session/export/session-library';

export type OpenedFrom = LibraryOrigin | 'library';
