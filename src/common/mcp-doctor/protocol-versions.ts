// The MCP protocol versions the project's client speaks: the SDK's own list (@modelcontextprotocol/sdk
// types.js, SUPPORTED_PROTOCOL_VERSIONS), copied because importing that module pulls zod, and with it a
// `new Function`, into whichever page chunk loads the doctor (the CSP test refuses that; decision 0810).
// protocol-versions.test.ts fails the day the installed SDK's list differs, so the copy cannot drift.

/** The version the doctor asks for in initialize, as the SDK's client does. */
export const CLIENT_PROTOCOL_VERSION = '2025-11-25';

export const CLIENT_PROTOCOL_VERSIONS: readonly string[] = [
  CLIENT_PROTOCOL_VERSION,
  '2025-06-18',
  '2025-03-26',
  '2024-11-05',
  '2024-10-07',
];
