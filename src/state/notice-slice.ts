// One message at a time for the open / share / import / lesson flows ("This link cannot be opened: …"),
// shown by the header entry and the embed player. Text only: it is rendered as a React text node, never as
// HTML. (It was a shadow store beside zustand in ui/share/notice.ts; the session actions set it now.)
import type { StateCreator } from 'zustand';

export interface Notice {
  readonly kind: 'error' | 'info';
  readonly text: string;
}

export interface NoticeSlice {
  notice: Notice | null;
  showNotice: (notice: Notice | null) => void;
}

export const createNoticeSlice: StateCreator<NoticeSlice, [], [], NoticeSlice> = (set) => ({
  notice: null,
  showNotice: (notice) => set({ notice }),
});
