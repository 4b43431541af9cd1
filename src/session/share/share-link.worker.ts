// The share-link worker: decodes a link (base64url, bounded inflate, the JSON shape guard, the session
// schema's first compile and check) off the page's thread, so opening a big link never blocks the page.
import { serveRpc } from '../../common/worker-rpc';
import { decodeShareLink } from './decode-share-link';
import type { ShareLinkProtocol } from './share-link-protocol';

serveRpc<ShareLinkProtocol>(self, {
  decode: ({ fragment }) => decodeShareLink(fragment),
});
