// Share links: `#s=<link format version>.<base64url(deflate-raw(JSON {step, session}))>`.
export { encodeShareFragment, type EncodeOptions, type ShareEncoding } from './encode-share-link';
export { decodeShareLink, type ShareDecoding, type ShareProblem } from './decode-share-link';
export { splitShareFragment, withShareFragment, SHARE_LINK_VERSION } from './share-format';
export {
  linkFit,
  LINK_FITS_CHAT_CHARS,
  LINK_FITS_EVERYWHERE_CHARS,
  SHARE_LIMITS,
  type LinkFit,
} from './share-limits';
export { shareableDocument, type SharePayload } from './share-payload';
