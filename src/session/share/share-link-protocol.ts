// Messages between the page and the share-link worker: the page hands it a link's fragment, the worker
// answers with the decoded session or the reason it was refused. One worker per link; the page terminates it
// once it answered (decoding a 5,000-file link inflates, parses and checks megabytes: issue 19 measured the
// page frozen ~0.5 s when that ran on its thread).
import type { RpcProtocol } from '../../common/worker-rpc';
import type { ShareDecoding } from './share-refusal';

export interface ShareLinkProtocol extends RpcProtocol {
  requests: {
    decode: { params: { fragment: string }; result: ShareDecoding };
  };
  events: Record<string, never>;
}
