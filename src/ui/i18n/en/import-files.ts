// English UI strings: opening a folder or a .zip from disk as a new session's workspace (issue 13).
export const enImportFiles = {
  importFiles: {
    openFolder: 'Open a folder…',
    openZip: 'Open a .zip…',
    titleOf: '{{name}} (imported)',
    reading: 'Reading files… {{done}} / {{total}}',
    hashing: 'Checking files… {{done}} / {{total}}',
    storing: 'Keeping $t(units.files, {"count": {{total}} }) in this browser…',
    progressLabel: 'Import progress',
    opened:
      'Opened $t(units.files, {"count": {{files}} }) ({{size}}) as a new session. They are kept in this browser, not in the session document.',
    close: 'Close',
    refused: {
      'too-many-files':
        'Not imported: {{files}} files is more than a session’s workspace holds (at most {{limit}} files). Choose a smaller folder.',
      'too-many-bytes':
        'Not imported: the files come to {{size}}, more than a session’s workspace holds (at most {{limit}}). Choose a smaller folder.',
      empty: 'Not imported: there are no files in it.',
      'bad-path': 'Not imported: “{{path}}” is not a path a workspace file can have.',
      'path-conflict': 'Not imported: “{{path}}” is both a file and a folder (or appears twice).',
      'bad-zip': 'Not imported: this is not a .zip that can be read ({{detail}}).',
      'zip-entry-lies': {
        larger:
          'Not imported: “{{path}}” in the .zip inflates to more than the {{size}} it states. A zip that lies about its contents is not read.',
        smaller:
          'Not imported: “{{path}}” in the .zip holds less than the {{size}} it states. A zip that lies about its contents is not read.',
        crc: 'Not imported: the content of “{{path}}” in the .zip does not match the checksum (CRC-32) it states. The zip is damaged or was altered.',
      },
      unreadable: 'Not imported: “{{path}}” could not be read ({{detail}}).',
      storage: 'Not imported: the browser did not keep the files ({{detail}}). Nothing was changed.',
      'embedded-mismatch': 'Not imported: the embedded files are not the ones the session names.',
      unavailable: 'Importing files is not available here.',
    },
    embeddedMismatch:
      'This file cannot be opened: the files it embeds are not the ones its session names. Nothing was added to your sessions.',
    exportMissing:
      'Not exported: this session’s imported files are not in this browser, so they cannot be embedded.',
    treeMissing:
      'its {{files}} imported files ({{size}}) are not in this browser: they stay where they were imported and are not in the session. Open an export of it, which embeds them',
    linkLacksFiles:
      'The link does not carry this session’s {{files}} imported files ({{size}}): it opens only in a browser that has them. Export the session to send the files.',
    pickerFailed: 'The folder could not be opened ({{detail}}). Nothing was changed.',
    openedSessionFile: 'Opened “{{title}}” from the file; it is kept in Your sessions.',
  },
} as const;
