// The in-memory tree's nodes. File and symlink nodes are immutable once built (a write makes a new node), so
// snapshots, overlays and atomic changesets can share them; directories are copied on write by their owner
// (see tree.ts). Derived facts of a file (text, hash, binary) are memoized on the node: computing them once
// per version keeps Grep and stat cheap.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

export const DEFAULT_FILE_MODE = 0o644;
export const DEFAULT_DIR_MODE = 0o755;
export const SYMLINK_MODE = 0o777;

/** A file is binary when a NUL byte occurs in its first 8 KB (git's and the seed's rule). */
export const BINARY_SNIFF_BYTES = 8192;

interface FileMemo {
  text?: string;
  lowerText?: string;
  hash?: string;
  binary?: boolean;
}

export interface FileNode {
  readonly type: 'file';
  readonly bytes: Uint8Array;
  readonly version: number;
  readonly mtimeMs: number;
  readonly mode: number;
  readonly memo: FileMemo;
}

export interface SymlinkNode {
  readonly type: 'symlink';
  readonly target: string;
  readonly version: number;
  readonly mtimeMs: number;
}

export interface DirNode {
  readonly type: 'directory';
  /** Mutated only by the tree whose token equals `owner`; others copy the node first. */
  readonly children: Map<string, TreeNode>;
  readonly version: number;
  readonly mtimeMs: number;
  readonly mode: number;
  readonly owner: object;
}

export type TreeNode = FileNode | SymlinkNode | DirNode;

export function makeFile(bytes: Uint8Array, version: number, mtimeMs: number, mode: number): FileNode {
  return { type: 'file', bytes, version, mtimeMs, mode, memo: {} };
}

export function makeDir(version: number, mtimeMs: number, mode: number, owner: object): DirNode {
  return { type: 'directory', children: new Map(), version, mtimeMs, mode, owner };
}

// ignoreBOM keeps a byte-order mark in the text, so an Edit writes it back instead of silently dropping it.
const utf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const utf8Encoder = new TextEncoder();

export function encodeUtf8(text: string): Uint8Array {
  return utf8Encoder.encode(text);
}

export function fileText(node: FileNode): string {
  return (node.memo.text ??= utf8Decoder.decode(node.bytes));
}

/** Lower-cased text for case-insensitive literal prefilters (Grep). */
export function fileLowerText(node: FileNode): string {
  return (node.memo.lowerText ??= fileText(node).toLowerCase());
}

export function fileHash(node: FileNode): string {
  return (node.memo.hash ??= bytesToHex(sha256(node.bytes)));
}

export function fileIsBinary(node: FileNode): boolean {
  return (node.memo.binary ??= node.bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0));
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
