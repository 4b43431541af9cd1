// A glob tree as an RE2 expression (no lookaround, no backreferences: re2js matches it in time linear in
// the path). The expression is about as long as the glob: a group is emitted once, never multiplied out, so
// `{a,b}` thirty times is thirty small groups, not 2^30 alternatives.
//
// The dot rule (`dot: false`): a segment that begins with a wildcard (`*`, `?`, `**`) never matches a name
// beginning with `.`; a literal `.` does (`.github/**`). picomatch says this with a lookahead `(?!\.)`; here
// the first character a leading wildcard takes is `[^/.]`, and when a leading `*` takes nothing, what follows
// is emitted a second time under the same rule (one node, not the rest of the glob, so the size stays linear).
// A segment that begins with a wildcard is never empty (`a/*` does not match `a/`), as in picomatch.
import { assertNever } from '../assert-never';
import type { GlobNode, Repeat } from './glob-syntax';

/** `start`: nothing of this segment read yet. `wild`: only wildcards that took nothing. `free`: past that. */
type State = 'start' | 'wild' | 'free';

interface Context {
  readonly dot: boolean;
}

interface Sequence {
  readonly nodes: readonly GlobNode[];
  readonly state: State;
  /** Whether a separator (or the glob's end) comes right after this sequence. */
  readonly endsSegment: boolean;
  /** Whether this sequence ends the glob. */
  readonly endsGlob: boolean;
}

/** The expression, or null when the glob can match nothing (`*.x` ... `/.a` pieces the dot rule rules out). */
export function globToRegex(nodes: readonly GlobNode[], dot: boolean): string | null {
  return sequence({ nodes, state: 'start', endsSegment: true, endsGlob: true }, { dot });
}

function sequence(seq: Sequence, context: Context): string | null {
  const nodes = withoutRepeatedGlobstars(seq);
  let out = '';
  let state = seq.state;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as GlobNode;
    const next = nodes[i + 1];
    const endsAfter = (index: number) =>
      index + 1 >= nodes.length ? seq.endsSegment : nodes[index + 1]?.kind === 'separator';
    if (node.kind === 'separator') {
      if (state === 'wild') return null;
      if (isGlobstar(nodes, i + 1, 'start', seq.endsSegment) && i + 2 === nodes.length) {
        // `a/**` matches `a` and everything under it; after a star (`*/**`) picomatch wants one more segment.
        const afterStar = nodes[i - 1]?.kind === 'stars' && !isGlobstar(nodes, i - 1, 'start', true);
        out += afterStar ? `(?:/${segment(context)})+` : `(?:/${segment(context)})*`;
        i++;
        state = 'free';
        continue;
      }
      out += '/';
      state = 'start';
      continue;
    }
    if (node.kind === 'stars' && isGlobstar(nodes, i, state, seq.endsSegment)) {
      if (next?.kind === 'separator') {
        out += `(?:${segment(context)}/)*`; // `**/` is zero or more whole segments
        i++;
        state = 'start';
      } else {
        out += `${segment(context)}(?:/${segment(context)})*`;
        state = 'free';
      }
      continue;
    }
    if (node.kind === 'stars' && state !== 'free') {
      const taken = `${first(context)}[^/]*`;
      if (next === undefined || next.kind === 'separator') {
        out += endsAfter(i) ? taken : `(?:${taken})?`;
      } else {
        // The star takes something (then the next node as usual) or nothing (then the next node leads the segment).
        const afterTaken = piece(next, 'free', endsAfter(i + 1), context);
        const afterNothing = piece(next, 'wild', endsAfter(i + 1), context);
        const branches = [afterTaken === null ? null : taken + afterTaken, afterNothing].filter(
          (branch): branch is string => branch !== null,
        );
        if (branches.length === 0) return null;
        out += `(?:${branches.join('|')})`;
        i++;
      }
      state = 'free';
      continue;
    }
    const emitted = piece(node, state, endsAfter(i), context);
    if (emitted === null) return null;
    out += emitted;
    state = 'free';
  }
  if (state === 'wild' && seq.endsSegment) return null;
  return out;
}

// Two globstar segments in a row are one (as in picomatch), so `a/**` followed by another `**` still matches `a`.
function withoutRepeatedGlobstars(seq: Sequence): readonly GlobNode[] {
  const { nodes } = seq;
  const kept: GlobNode[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const atStart = i === 0 ? seq.state === 'start' : nodes[i - 1]?.kind === 'separator';
    const repeated =
      atStart &&
      isGlobstar(nodes, i, 'start', seq.endsSegment) &&
      nodes[i + 1]?.kind === 'separator' &&
      isGlobstar(nodes, i + 2, 'start', seq.endsSegment);
    if (repeated) i++;
    else kept.push(nodes[i] as GlobNode);
  }
  return kept;
}

/** A `**` that is a whole segment (and not inside `wild`, where the segment began already). */
function isGlobstar(nodes: readonly GlobNode[], index: number, state: State, endsSegment: boolean): boolean {
  const node = nodes[index];
  if (node?.kind !== 'stars' || node.count !== 2 || state !== 'start') return false; // `***` is a star
  const next = nodes[index + 1];
  return next === undefined ? endsSegment : next.kind === 'separator';
}

/** One node other than a separator or a leading star run, read in `state`. */
function piece(node: GlobNode, state: State, endsSegment: boolean, context: Context): string | null {
  const leading = state !== 'free';
  switch (node.kind) {
    case 'text':
      if (state === 'wild' && !context.dot && node.text.startsWith('.')) return null;
      return escapeText(node.text);
    case 'separator':
      return state === 'wild' ? null : '/';
    case 'stars':
      return leading ? `${first(context)}[^/]*` : '[^/]*';
    case 'one':
      return leading ? first(context) : '[^/]';
    case 'class':
      // A class names what it matches, a leading `.` included when it says so (as picomatch reads it); a
      // negated one after a leading star that took nothing is still under the dot rule (`*[^a]` skips `.b`).
      if (!node.negated) return `[${node.body}]`;
      return state === 'wild' && !context.dot ? `[^/.${node.body}]` : `[^/${node.body}]`;
    case 'group':
      return group(node.alternatives, node.repeat, state, endsSegment, context);
    default:
      return assertNever(node);
  }
}

function group(
  alternatives: readonly GlobNode[][],
  repeat: Repeat,
  state: State,
  endsSegment: boolean,
  context: Context,
): string | null {
  const repeated = repeat !== 'one';
  const emitted = alternatives
    .map((nodes) =>
      sequence({ nodes, state, endsSegment: endsSegment && !repeated, endsGlob: false }, context),
    )
    .filter((alternative): alternative is string => alternative !== null);
  if (emitted.length === 0) return repeat === 'one' || repeat === 'oneOrMore' ? null : '';
  const body = `(?:${emitted.join('|')})`;
  switch (repeat) {
    case 'one':
      return body;
    case 'optional':
      return `${body}?`;
    case 'oneOrMore':
      return `${body}+`;
    case 'any':
      return `${body}*`;
    default:
      return assertNever(repeat);
  }
}

/** What a leading wildcard's first character may be. */
function first(context: Context): string {
  return context.dot ? '[^/]' : '[^/.]';
}

/** One whole segment a globstar crosses (never `.` or `..`, which normalised paths do not have). */
function segment(context: Context): string {
  return `${first(context)}[^/]*`;
}

function escapeText(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}
