// The four regions in resizable split panes (react-resizable-panels), remembered between visits in
// localStorage. Workspace over terminal on the left, conversation in the middle, and on the right the
// inspector over the pipeline view. The view belongs on top as the main stage, but the lesson guide still
// floats at the bottom right and would cover the inspector's tabs there; it goes on top once the guide is
// docked (issue 15, item 6).
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { useTranslation } from 'react-i18next';
import { ConversationPanel } from '../conversation/ConversationPanel';
import { InspectorPanel } from '../inspector/InspectorPanel';
import { Region } from './Region';
import { WorkspaceRegion } from './WorkspaceRegion';
import { TerminalGate } from '../terminal/TerminalGate';
import { lazyPart } from '../common/lazy-part';

// Its own chunk: the first screen's initial JS stays within its budget (docs/delivery.md), and the diagram
// shows a placeholder for the moment it loads.
const PipelinePanel = lazyPart('pipeline', () =>
  import('../pipeline/PipelinePanel').then((m) => m.PipelinePanel),
);

function ResizeHandle({ label, vertical }: { label: string; vertical?: boolean }) {
  return <Separator className={`resize-handle${vertical ? ' is-vertical' : ''}`} aria-label={label} />;
}

export function PlaygroundLayout() {
  const { t } = useTranslation();
  const columns = useDefaultLayout({ id: 'toolscope.layout.columns', storage: localStorage });
  const left = useDefaultLayout({ id: 'toolscope.layout.left', storage: localStorage });
  const right = useDefaultLayout({ id: 'toolscope.layout.right', storage: localStorage });
  return (
    <Group
      orientation="horizontal"
      className="playground"
      defaultLayout={columns.defaultLayout}
      onLayoutChanged={columns.onLayoutChanged}
    >
      <Panel id="left" defaultSize="30" minSize="15">
        <Group
          orientation="vertical"
          defaultLayout={left.defaultLayout}
          onLayoutChanged={left.onLayoutChanged}
        >
          <Panel id="workspace" defaultSize="68" minSize="15">
            <Region id="workspace" title={t('regions.workspace')}>
              <WorkspaceRegion />
            </Region>
          </Panel>
          <ResizeHandle label={t('layout.resizeTerminal')} vertical />
          <Panel id="terminal" defaultSize="32" minSize="8">
            <Region id="terminal" title={t('regions.terminal')}>
              <TerminalGate />
            </Region>
          </Panel>
        </Group>
      </Panel>
      <ResizeHandle label={t('layout.resizeConversation')} />
      <Panel id="conversation" defaultSize="30" minSize="18">
        <Region id="conversation" title={t('regions.conversation')}>
          <ConversationPanel />
        </Region>
      </Panel>
      <ResizeHandle label={t('layout.resizeInspector')} />
      <Panel id="inspector" defaultSize="40" minSize="20">
        <Group
          orientation="vertical"
          defaultLayout={right.defaultLayout}
          onLayoutChanged={right.onLayoutChanged}
        >
          <Panel id="inspector-tabs" defaultSize="58" minSize="12">
            <Region id="inspector" title={t('regions.inspector')}>
              <InspectorPanel />
            </Region>
          </Panel>
          <ResizeHandle label={t('pipeline.resize')} vertical />
          <Panel id="pipeline" defaultSize="42" minSize="15">
            <Region id="pipeline" title={t('pipeline.region')}>
              <PipelinePanel />
            </Region>
          </Panel>
        </Group>
      </Panel>
    </Group>
  );
}
