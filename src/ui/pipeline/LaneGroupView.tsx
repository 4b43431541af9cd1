// One batch of the turn as a lane group: a lane per call, side by side when the batch runs concurrently,
// one lane alone for a serial call that waits for the group before it. The frame spans the stages where the
// batch matters (batches → gates → run); each token moves down its lane as its events are released.
import { McpToolBadge, useMcpToolMark } from '../common/McpToolBadge';
import { useTranslation } from '../i18n/use-translation';
import { CALL_STAGES, type CallToken, type LaneGroup, type McpProgressMark } from '../../state/selectors';
import { revealBidiControls } from '../common/bidi-controls';
import { ByteSize } from '../common/ByteSize';
import { TokenMarks } from './TokenMarks';
import { mcpProgressWords } from './mcp-progress-words';
import { refusalReason } from '../reasons/plan-reason';
import { useReasonString } from '../reasons/use-reason-string';

const FRAME_FROM = CALL_STAGES.indexOf('batches') + 2;
const FRAME_TO = CALL_STAGES.indexOf('run') + 3;

/** The token's second line: what happened at the stage it stands at, else its argument. */
/** An MCP call's progress while it runs (decision 0888): the token's line says how far the server is. */
function LiveProgress({ progress }: { progress: McpProgressMark }) {
  const { t } = useTranslation();
  const words = mcpProgressWords(progress, t);
  return (
    <span className="tone-wait" title={words.title} data-live-progress={progress.progress}>
      ⋯ {revealBidiControls(words.text)}
    </span>
  );
}

function TokenNow({ token, fallback }: { token: CallToken; fallback: string }) {
  if (token.status === null && token.progress !== null) return <LiveProgress progress={token.progress} />;
  if (token.stage === 'result' && token.resultBytes !== null)
    return (
      <span className={token.status === 'error' ? 'tone-bad' : 'tone-ok'}>
        {token.status === 'error' ? `✕ ${token.errorCode ?? 'ERROR'} ` : '✓ '}
        <ByteSize bytes={token.resultBytes} />
      </span>
    );
  if (token.stage === 'budget' && token.cut) {
    // The cut is the moment to see where the rest went: the token grows a line naming the spill file
    // (over the empty history row below; the mark left in the budget row keeps it once the token moves on).
    const spill = token.cut.spillPath;
    return (
      <>
        <span className="tone-wait">
          ✂ <ByteSize bytes={token.cut.afterBytes} />
        </span>
        <span className="token-spill" data-spill-path={spill ?? undefined}>
          → {spill ? revealBidiControls(spill.slice(spill.lastIndexOf('/') + 1)) : '—'}
        </span>
      </>
    );
  }
  if (token.stage === 'budget' && token.resultBytes !== null)
    return (
      <span className="tone-ok">
        ✓ <ByteSize bytes={token.resultBytes} />
      </span>
    );
  // The argument is the model's (a path, a command): shown as it wrote it.
  return <span translate="no">{fallback}</span>;
}

function TokenButton({
  token,
  lane,
  selected,
  onOpen,
}: {
  token: CallToken;
  lane: number;
  selected: boolean;
  onOpen: (token: CallToken) => void;
}) {
  const { t } = useTranslation();
  const said = useReasonString();
  const row = CALL_STAGES.indexOf(token.stage);
  const mcp = useMcpToolMark(token.toolName);
  const tool = revealBidiControls(token.toolName);
  const argument = revealBidiControls(token.argument);
  const note = token.refused
    ? t('pipeline.token.refused', {
        stage: t(`pipeline.stage.${token.refused.stage}`),
        reason: said(refusalReason(token.refused, token.toolName)),
      })
    : token.waiting === 'batch'
      ? t('pipeline.token.waitingBatch')
      : token.waiting === 'person'
        ? t('pipeline.token.waitingPerson')
        : null;
  const refusalVerdict =
    token.refused?.stage === 'lock'
      ? token.lock
      : token.refused?.stage === 'breaker'
        ? 'OPEN'
        : token.refused?.stage === 'permission'
          ? 'DENY'
          : token.refused?.stage === 'plan'
            ? 'INVALID'
            : null;
  return (
    <button
      type="button"
      className="pipeline-token"
      data-call-id={token.callId}
      data-stage={token.stage}
      data-batch-index={token.batchIndex ?? undefined}
      data-waiting={token.waiting ?? undefined}
      data-refused-at={token.refused?.stage}
      data-status={token.status ?? undefined}
      data-selected={selected || undefined}
      style={{ gridColumn: lane + 1, ['--row' as string]: row }}
      title={note ?? undefined}
      aria-label={`${t('pipeline.openCall', { tool, argument })}${note ? ` — ${note}` : ''}`}
      onClick={() => onOpen(token)}
    >
      <span className="token-name">
        {token.stage === 'history' ? <span className="token-position">#{token.index + 1}</span> : null}
        <span className="token-tool" translate="no">
          {tool}
        </span>
        {refusalVerdict ? <span className="token-verdict">✕ {refusalVerdict}</span> : null}
        {token.waiting === 'person' ? <span className="token-verdict is-wait">ASK</span> : null}
      </span>
      <span className="token-argument">
        {mcp ? <McpToolBadge mark={mcp} compact /> : null}
        <TokenNow token={token} fallback={argument} />
      </span>
    </button>
  );
}

/**
 * The widest thing a lane must show whole, in characters: its longest tool name with the history's "#n "
 * before it. The lanes are at least this wide, so a name is never cut ("Expor…" at 1280 px); the lanes
 * scroll sideways inside the diagram when they do not fit.
 */
function nameChars(group: LaneGroup): number {
  const longest = Math.max(0, ...group.tokens.map((token) => [...revealBidiControls(token.toolName)].length));
  const lastPosition = Math.max(1, ...group.tokens.map((token) => token.index + 1));
  return longest + `#${lastPosition} `.length;
}

export function LaneGroupView({
  group,
  perToolMaxBytes,
  selectedCallId,
  onOpenToken,
}: {
  group: LaneGroup;
  perToolMaxBytes: number | null;
  selectedCallId: string | null;
  onOpenToken: (token: CallToken) => void;
}) {
  const { t } = useTranslation();
  const batched = group.batchIndex !== null;
  return (
    <div
      className="lane-group"
      data-lane-group={group.batchIndex ?? 'none'}
      data-batch-index={group.batchIndex ?? undefined}
      data-concurrent={batched ? String(group.concurrent) : undefined}
      data-state={group.state}
      style={{ ['--members' as string]: group.tokens.length, ['--name-ch' as string]: nameChars(group) }}
    >
      <div className="lane-group-label" style={{ gridColumn: '1 / -1', gridRow: 1 }}>
        {batched ? (
          <>
            <strong>{t('pipeline.batch', { number: group.batchIndex + 1 })}</strong>{' '}
            {group.concurrent ? t('pipeline.concurrent') : t('pipeline.serial')} ·{' '}
            {t(`pipeline.groupState.${group.state}`)}
          </>
        ) : (
          t('pipeline.unbatched')
        )}
      </div>
      {batched ? (
        <div
          className="lane-group-frame"
          aria-hidden="true"
          style={{ gridColumn: '1 / -1', gridRow: `${FRAME_FROM} / ${FRAME_TO}` }}
        />
      ) : null}
      {group.tokens.map((token, i) => (
        <TokenMarks key={`marks-${token.callId}`} token={token} lane={i} perToolMaxBytes={perToolMaxBytes} />
      ))}
      {group.tokens.map((token, i) => (
        <TokenButton
          key={token.callId}
          token={token}
          lane={i}
          selected={token.callId === selectedCallId}
          onOpen={onOpenToken}
        />
      ))}
    </div>
  );
}
