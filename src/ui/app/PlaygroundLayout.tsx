// The regions in resizable split panes (react-resizable-panels), remembered between visits in localStorage.
// Workspace over terminal on the left; the conversation in the middle, with the lesson guide docked above it
// while a lesson is open; and on the right the main stage: the pipeline view over the inspector, whose tabs
// are the drill-down from any stage or token. The guide is a region of the layout, never a layer, so it
// covers nothing it points at.
import type { ReactNode } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { useTranslation } from '../i18n/use-translation';
import { ConversationPanel } from '../conversation/ConversationPanel';
import { InspectorPanel } from '../inspector/InspectorPanel';
import { GuideDock } from '../lessons/GuideDock';
import { Region } from './Region';
import { WorkspaceRegion } from './WorkspaceRegion';
import { TerminalGate } from '../terminal/TerminalGate';
import { PipelinePart } from '../pipeline/pipeline-part';
import { useAfterFirstFrame } from './use-after-first-frame';
import { isDrawn, usePanelStage, type PanelStage } from './panel-stages';
import { CONVERSATION_COLUMN, STAGE_COLUMN, WORKSPACE_COLUMN } from './column-sizes';

// Its own chunk: the first screen's initial JS stays within its budget (docs/delivery.md), and the diagram
// shows a placeholder for the moment it loads.

function ResizeHandle({ label, vertical }: { label: string; vertical?: boolean }) {
  return (
    <Separator className={`resize-handle${vertical ? ' is-vertical' : ''}`} aria-label={label}>
      {/* The grip: a handle a person can see before hovering it. */}
      <span className="resize-grip" aria-hidden="true" />
    </Separator>
  );
}

interface Pane {
  /** The region's id; the panel's too unless `panelId` says otherwise (panel ids are unique on the page). */
  readonly id: string;
  readonly panelId?: string;
  readonly title: string;
  readonly defaultSize: string;
  /** A string is a percentage of the column; a number, pixels. */
  readonly minSize: string | number;
  readonly content: ReactNode;
}

interface Stack {
  /** Where its split is remembered. */
  readonly id: string;
  readonly top: Pane;
  readonly bottom: Pane;
  /** The handle's name. */
  readonly handle: string;
  /** The stage that draws its panels (panel-stages.ts). */
  readonly drawnAt: PanelStage;
}

/** Two regions one over the other with a handle between; an empty column until its stage comes. */
function StackedPanes({ stack, stage }: { stack: Stack; stage: PanelStage }) {
  return isDrawn(stack.drawnAt, stage) ? <DrawnStack stack={stack} stage={stage} /> : null;
}

function DrawnStack({ stack: { id, top, bottom, handle }, stage }: { stack: Stack; stage: PanelStage }) {
  const layout = useDefaultLayout({ id, storage: localStorage });
  const pane = (p: Pane) => (
    <Panel id={p.panelId ?? p.id} defaultSize={p.defaultSize} minSize={p.minSize}>
      <Region id={p.id} title={p.title}>
        {isDrawn('content', stage) ? p.content : null}
      </Region>
    </Panel>
  );
  return (
    <Group
      orientation="vertical"
      defaultLayout={layout.defaultLayout}
      onLayoutChanged={layout.onLayoutChanged}
    >
      {pane(top)}
      <ResizeHandle label={handle} vertical />
      {pane(bottom)}
    </Group>
  );
}

/** The stage: empty for the page's first frame, then the panels (use-after-first-frame.ts says why). */
export function PlaygroundLayout() {
  return useAfterFirstFrame() ? <StagedPanels /> : <div className="playground" />;
}

function StagedPanels() {
  return <PlaygroundPanels stage={usePanelStage()} />;
}

/** The panels as drawn by `stage` (panel-stages.ts): what a stage has not reached yet is left empty. */
export function PlaygroundPanels({ stage }: { stage: PanelStage }) {
  const { t } = useTranslation();
  // A new key: the widths kept under the old one gave the code editor about 35 columns at 1440 px (issue 33).
  const columns = useDefaultLayout({ id: 'toolscope.layout.columns.v2', storage: localStorage });
  return (
    <Group
      orientation="horizontal"
      className="playground"
      defaultLayout={columns.defaultLayout}
      onLayoutChanged={columns.onLayoutChanged}
    >
      {/* Wide enough for 60 columns of code at 1440 px with the tree above the editor (decision 0830). */}
      <Panel id="left" defaultSize={WORKSPACE_COLUMN.defaultSize} minSize="12">
        <StackedPanes
          stage={stage}
          stack={{
            id: 'toolscope.layout.left',
            handle: t('layout.resizeTerminal'),
            drawnAt: 'workspace-stack',
            top: {
              id: 'workspace',
              title: t('regions.workspace'),
              defaultSize: '68',
              minSize: '15',
              content: <WorkspaceRegion />,
            },
            bottom: {
              id: 'terminal',
              title: t('regions.terminal'),
              defaultSize: '32',
              minSize: '8',
              content: <TerminalGate />,
            },
          }}
        />
      </Panel>
      <ResizeHandle label={t('layout.resizeConversation')} />
      <Panel id="conversation" defaultSize={CONVERSATION_COLUMN.defaultSize} minSize="18">
        <div className="conversation-column">
          {isDrawn('content', stage) ? <GuideDock /> : null}
          <Region id="conversation" title={t('regions.conversation')}>
            {isDrawn('content', stage) ? <ConversationPanel /> : null}
          </Region>
        </div>
      </Panel>
      <ResizeHandle label={t('layout.resizeInspector')} />
      <Panel id="inspector" defaultSize={STAGE_COLUMN.defaultSize} minSize="20">
        {/* A new key: the split kept under the old one had the inspector on top. */}
        <StackedPanes
          stage={stage}
          stack={{
            id: 'toolscope.layout.stage',
            handle: t('pipeline.resize'),
            drawnAt: 'stage-stack',
            top: {
              id: 'pipeline',
              title: t('pipeline.region'),
              defaultSize: '64',
              minSize: '15',
              content: <PipelinePart />,
            },
            bottom: {
              id: 'inspector',
              panelId: 'inspector-tabs',
              title: t('regions.inspector'),
              defaultSize: '36',
              // In pixels: enough for the tabs (which wrap on a narrow column) and a few rows under them.
              minSize: 220,
              content: <InspectorPanel />,
            },
          }}
        />
      </Panel>
    </Group>
  );
}
