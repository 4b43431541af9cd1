// just-bash's filesystem interface over our Workspace (normally a copy-on-write overlay of it). Mounted at
// /workspace by shell-filesystem.ts, so the paths it receives are relative to the mount ("/src/a.ts").
// Workspace calls fail with VfsError, whose `code` and Node-shaped message just-bash already understands.
import type { ByteString, IFileSystem } from 'just-bash';
import { bytesToBase64, lenientBase64ToBytes } from '../../common/base64';
import type { Workspace, WorkspaceStat } from '../../vfs';
import { VfsError, WORKSPACE_ROOT, normalizePosixPath } from '../../vfs';

type FsStat = Awaited<ReturnType<IFileSystem['stat']>>;
type Dirent = { name: string; isFile: boolean; isDirectory: boolean; isSymbolicLink: boolean };
type Encoding = 'utf8' | 'utf-8' | 'ascii' | 'binary' | 'base64' | 'hex' | 'latin1';
type EncodingOption = { encoding?: Encoding | null } | Encoding | undefined;

const utf8Decoder = new TextDecoder('utf-8');
const utf8Encoder = new TextEncoder();

function encodingOf(options: EncodingOption): Encoding {
  if (typeof options === 'string') return options;
  return options?.encoding ?? 'utf8';
}

/** Bytes → a latin1 "byte string" (one char per byte), just-bash's shape for raw bytes. */
export function latin1FromBytes(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
}

function bytesFromLatin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

/** Read the way atob reads base64, as this adapter always did; text it cannot read is an error. */
function bytesFromBase64(content: string): Uint8Array {
  const decoded = lenientBase64ToBytes(content);
  if (!decoded.ok) throw new Error(`invalid base64 content: ${decoded.reason}`);
  return decoded.bytes;
}

function decode(bytes: Uint8Array, encoding: Encoding): string {
  switch (encoding) {
    case 'utf8':
    case 'utf-8':
    case 'ascii':
      return utf8Decoder.decode(bytes);
    case 'binary':
    case 'latin1':
      return latin1FromBytes(bytes);
    case 'base64':
      return bytesToBase64(bytes);
    case 'hex':
      return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
}

function encode(content: string | Uint8Array, encoding: Encoding): Uint8Array {
  if (typeof content !== 'string') return content;
  switch (encoding) {
    case 'utf8':
    case 'utf-8':
    case 'ascii':
      return utf8Encoder.encode(content);
    case 'binary':
    case 'latin1':
      return bytesFromLatin1(content);
    case 'base64':
      return bytesFromBase64(content);
    case 'hex':
      return Uint8Array.from(content.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  }
}

function toFsStat(stat: WorkspaceStat): FsStat {
  return {
    isFile: stat.type === 'file',
    isDirectory: stat.type === 'directory',
    isSymbolicLink: stat.type === 'symlink',
    mode: stat.mode,
    size: stat.size,
    mtime: new Date(stat.mtimeMs),
    identity: stat.path,
    // The per-file version as inode number: it changes on every write, so git's stat cache (which trusts
    // mtime + size + inode) notices same-size rewrites made within one virtual millisecond.
    ino: stat.version,
  };
}

export class WorkspaceFs implements IFileSystem {
  constructor(private readonly workspace: Workspace) {}

  /** A mount-relative path ("/src/a.ts") → the workspace path ("/workspace/src/a.ts"). */
  private at(path: string): string {
    return normalizePosixPath(`${WORKSPACE_ROOT}/${path}`);
  }

  async readFile(path: string, options?: EncodingOption): Promise<string> {
    const encoding = encodingOf(options);
    // The workspace memoizes decoded text per file version: a repeated grep does not decode again.
    if (encoding === 'utf8' || encoding === 'utf-8') return this.workspace.readTextFile(this.at(path));
    return decode(await this.workspace.readFile(this.at(path)), encoding);
  }

  async readFileBytes(path: string): Promise<ByteString> {
    return latin1FromBytes(await this.workspace.readFile(this.at(path))) as unknown as ByteString;
  }

  readFileBuffer(path: string): Promise<Uint8Array> {
    return this.workspace.readFile(this.at(path));
  }

  async writeFile(path: string, content: string | Uint8Array, options?: EncodingOption): Promise<void> {
    await this.workspace.writeFile(this.at(path), encode(content, encodingOf(options)));
  }

  async appendFile(path: string, content: string | Uint8Array, options?: EncodingOption): Promise<void> {
    const target = this.at(path);
    const added = encode(content, encodingOf(options));
    const before = (await this.workspace.exists(target))
      ? await this.workspace.readFile(target)
      : new Uint8Array();
    const joined = new Uint8Array(before.length + added.length);
    joined.set(before);
    joined.set(added, before.length);
    await this.workspace.writeFile(target, joined);
  }

  exists(path: string): Promise<boolean> {
    return this.workspace.exists(this.at(path));
  }

  async stat(path: string): Promise<FsStat> {
    return toFsStat(await this.workspace.stat(this.at(path)));
  }

  async lstat(path: string): Promise<FsStat> {
    return toFsStat(await this.workspace.lstat(this.at(path)));
  }

  mkdir(path: string, options?: { recursive?: boolean }): Promise<void> {
    return this.workspace.mkdir(this.at(path), { recursive: options?.recursive ?? false });
  }

  async readdir(path: string): Promise<string[]> {
    return (await this.workspace.readdir(this.at(path))).map((entry) => entry.name);
  }

  async readdirWithFileTypes(path: string): Promise<Dirent[]> {
    return (await this.workspace.readdir(this.at(path))).map((entry) => ({
      name: entry.name,
      isFile: entry.type === 'file',
      isDirectory: entry.type === 'directory',
      isSymbolicLink: entry.type === 'symlink',
    }));
  }

  rm(path: string, options?: { recursive?: boolean; force?: boolean }): Promise<void> {
    return this.workspace.rm(this.at(path), {
      recursive: options?.recursive ?? false,
      force: options?.force ?? false,
    });
  }

  cp(src: string, dest: string, options?: { recursive?: boolean }): Promise<void> {
    return this.workspace.copy(this.at(src), this.at(dest), { recursive: options?.recursive ?? false });
  }

  mv(src: string, dest: string): Promise<void> {
    return this.workspace.rename(this.at(src), this.at(dest));
  }

  resolvePath(base: string, path: string): string {
    return normalizePosixPath(path.startsWith('/') ? path : `${base}/${path}`);
  }

  /** Optional in just-bash's contract; globbing walks directories instead. */
  getAllPaths(): string[] {
    return [];
  }

  chmod(path: string, mode: number): Promise<void> {
    return this.workspace.chmod(this.at(path), mode);
  }

  symlink(target: string, linkPath: string): Promise<void> {
    return this.workspace.symlink(target, this.at(linkPath));
  }

  /** The workspace has no hard links; a copy is the closest honest effect. */
  link(existingPath: string, newPath: string): Promise<void> {
    return this.workspace.copy(this.at(existingPath), this.at(newPath));
  }

  readlink(path: string): Promise<string> {
    return this.workspace.readlink(this.at(path));
  }

  async realpath(path: string): Promise<string> {
    const real = await this.workspace.realpath(this.at(path));
    // Back to mount-relative form: MountableFs prefixes the mount point again.
    if (real === WORKSPACE_ROOT) return '/';
    if (real.startsWith(`${WORKSPACE_ROOT}/`)) return real.slice(WORKSPACE_ROOT.length);
    throw new VfsError('EACCES', 'realpath', real);
  }

  utimes(path: string, _atime: Date, mtime: Date): Promise<void> {
    return this.workspace.utimes(this.at(path), mtime.getTime());
  }
}
