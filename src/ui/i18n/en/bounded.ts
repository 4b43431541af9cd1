// English UI strings: what a long list or text leaves undrawn (a turn's calls, a long argument; ui/common/bounded.ts).
export const enBounded = {
  bounded: {
    callsHidden: 'Calls not drawn: {{hidden}}',
    chunksHidden: 'Events not drawn: {{hidden}}',
    showMore: 'Show {{next}} more',
    textHidden: 'Characters not drawn: {{hidden}}',
    showText: 'Show the next {{next}}',
    download: 'Download it whole',
  },
} as const;
