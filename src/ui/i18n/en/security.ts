// English UI strings: keeping secrets and links in their place (docs/security.md) — key-shaped text the
// device does not know, a refused link's own words, and an endpoint a link names for the first time.
export const enSecurity = {
  secrets: {
    keyShaped: {
      message:
        'This message holds text shaped like an API key ({{found}}) that this device does not know: it will be recorded, saved and shared exactly as typed. If it is a real key, take it out before sending.',
      share:
        'This session holds text shaped like an API key ({{found}}) that this device does not know: the link and the embed code carry it as it is. If it is a real key, take it out of the session before sharing.',
    },
    knownKey:
      'Your API key is in this message: it is sent and recorded as “[API key]”, never as the key itself.',
    endpointToken: {
      share:
        'The endpoint’s address holds what looks like a credential ({{found}}): the link and the embed code would carry it.',
      export:
        'The endpoint’s address holds what looks like a credential ({{found}}): the file would carry it.',
      drop: 'Drop it from the address',
      dropped: 'Dropped: the address goes as {{url}}',
      exportWithout: 'Export without it',
      exportAsIs: 'Export as it is',
    },
  },
  /** A refused document's own text, quoted once, cut to a few dozen characters, saying whose it is. */
  linkWords: {
    link: '“{{words}}” (the link’s own words)',
    file: '“{{words}}” (the file’s own words)',
    session: '“{{words}}” (the session’s own words)',
  },
  endpointCheck: {
    host: 'Server',
    hostHint: 'The whole host this key would be sent to; the part in bold is the site that owns it.',
    firstUse:
      'This endpoint has never been used on this device. Check the server above before you enter a key: a link can name a look-alike of a server you know.',
  },
} as const;
