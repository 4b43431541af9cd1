// The page's share-link decoder: one worker per link, terminated once it answered. A worker that fails
// (crashed, out of memory on a hostile link) is a refused link like any other, said in the same words, and
// the page is left as it was. A refusal is said in the page's language from its problem code (the
// decoder's English sentence is the one tests and the CLI read).
import i18next from 'i18next';
import { createRpcClient } from '../../../common/worker-rpc';
import { refuseShareLink } from '../../../session/share/share-refusal';
import type { ShareLinkProtocol } from '../../../session/share/share-link-protocol';
import type { ShareDecoding } from '../../../session/share/share-refusal';
import type { SessionActionDeps } from '../../../state/session-actions/deps';
import { loadProblemsText } from '../../reasons/load-problem-text';

type ShareLinkDecoder = SessionActionDeps['decodeShareLink'];

export const decodeShareLinkInWorker: ShareLinkDecoder = (fragment) => {
  const worker = new Worker(new URL('../../../session/share/share-link.worker.ts', import.meta.url), {
    type: 'module',
    name: 'toolscope-share-link',
  });
  const client = createRpcClient<ShareLinkProtocol>(worker);
  const failed = (why: string) => refuseShareLink('undecodable', `it could not be decoded (${why})`);
  const crashed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'the decoder stopped'))),
  );
  return Promise.race([client.call('decode', { fragment }), crashed])
    .catch((error: unknown) => failed(error instanceof Error ? error.message : String(error)))
    .then(inPageLanguage)
    .finally(() => {
      client.dispose();
      worker.terminate();
    });
};

function inPageLanguage(decoding: ShareDecoding): ShareDecoding {
  if (decoding.ok || i18next.language.startsWith('en')) return decoding;
  if (decoding.problem === 'invalid-session' && decoding.details) {
    const reason = i18next.t('loadProblems.linkInvalid', { reason: loadProblemsText(decoding.details) });
    return { ...decoding, reason };
  }
  return { ...decoding, reason: i18next.t(`reasons.share.${decoding.problem}`) };
}
