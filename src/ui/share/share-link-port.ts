// How the page decodes a share link: ui/app/compose plugs in a decoder that runs in a worker (inflating and
// checking a 5,000-file link took ~0.5 s of the page's thread, issue 19). Without one (a unit test, a page
// that started no workers) the link is decoded here, in the page, by the same function.
import type { ShareDecoding } from '../../session/share/share-refusal';

export type ShareLinkDecoder = (fragment: string) => Promise<ShareDecoding>;

let decoder: ShareLinkDecoder | null = null;

/** Called once by ui/app/compose when the app starts. */
export function provideShareLinkDecoder(next: ShareLinkDecoder): void {
  decoder = next;
}

export function decodeLink(fragment: string): Promise<ShareDecoding> {
  return (decoder ?? decodeInPage)(fragment);
}

const decodeInPage: ShareLinkDecoder = async (fragment) =>
  (await import('../../session/share/decode-share-link')).decodeShareLink(fragment);
