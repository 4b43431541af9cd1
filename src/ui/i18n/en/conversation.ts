// English UI strings: the conversation column: controls, messages, permission prompt, composer, provider, task list
// (the human form's words load with it: en/human-form.ts).
export const enConversation = {
  controls: {
    label: 'Review the trace',
    prevStep: 'Previous step',
    prevEvent: 'Previous event',
    run: 'Replay',
    pause: 'Pause',
    step: 'Next event',
    stepOver: 'Next step',
    // Titles of the review buttons: they move the cursor over what has run, which Step / Step over do not.
    hint: {
      step: 'Next event (n): move the review cursor one event forward through what has already run. It runs nothing new: Step in the runtime toolbar does.',
      stepOver:
        'Next step (]): move the review cursor to the next step through what has already run. It runs nothing new: Step over in the runtime toolbar, or the guide’s “Run the next step”, does.',
    },
    live: 'Live',
    noTrace: 'No trace',
    openingAt: 'Opening at step {{step}}…',
    openingWhereLeft: 'Opening where it was left…',
    counter: 'Step {{step}} / {{lastStep}} · event #{{event}} / #{{lastEvent}}',
    nestedCounter:
      'Step {{step}} / {{lastStep}} · subagent of {{callId}}: step {{nestedStep}} / {{nestedLastStep}} · event #{{event}} / #{{lastEvent}}',
  },
  conversation: {
    messages: 'Messages',
    system: 'System prompt',
    user: 'User',
    assistant: 'Assistant',
    toolCall: 'Tool call {{name}}',
    arguments: 'Arguments',
    result: 'Result the model saw (<bytes/>)',
    cutByBudget:
      'The tool returned {{tool}}; the budget cut the result ({{layer}}), so the model saw a preview and where the full result was saved.',
    toolReturned: 'tool: {{status}}, cut by the budget',
    pending: 'running…',
    turn: {
      waiting: 'request sent · waiting for the first token',
      streaming: 'writing…',
      running: 'calls running · the turn joins the history when they end',
      writingCall: 'arguments arriving…',
    },
    earlier: 'Show earlier messages ({{count}} not shown)',
    subagentOf: 'Task {{callId}}',
    subagentMessages: 'Subagent messages',
    subagentRunning: 'Subagent running: step {{step}}',
    subagentEnded: 'Subagent {{reason}} · steps: {{step}}',
    subagentEnd: {
      'final-answer': 'answered',
      'max-steps': 'stopped at its step limit',
      aborted: 'was stopped',
      error: 'failed',
    },
  },
  permission: {
    title: '{{name}} asks for permission',
    noAlways: 'This call is too broad to approve always',
    approveOnce: 'Approve once',
    approveAlways: 'Approve always',
    deny: 'Deny',
  },
  failedCall: {
    retry: 'Retry this step',
    retryAfterWait_one: 'Retry this step after the wait ({{count}} s)',
    retryAfterWait_other: 'Retry this step after the wait ({{count}} s)',
    retryingIn_one: 'Retrying in {{count}} s…',
    retryingIn_other: 'Retrying in {{count}} s…',
    retryNow: 'Retry now',
    otherWays:
      'Run, Step and Step over retry too; Stop gives up (the run ends with this failure); a new message gives up and goes on with it.',
    status: 'HTTP status',
    requestId: 'Request id',
    retryAfter: 'Asked to wait',
    seconds_one: '{{count}} s',
    seconds_other: '{{count}} s',
  },
  composer: {
    label: 'Next user message',
    placeholder: 'Send the next user message…',
    send: 'Send',
  },
  provider: {
    title: 'Model provider',
    kind: 'Who plays the model',
    choice: {
      scripted: 'Scripted',
      replay: 'Replay recording',
      endpoint: 'Live endpoint',
      human: 'Human (be the model)',
    },
    about: {
      scripted: 'Plays the session’s script of assistant turns: offline and deterministic.',
      replay: 'Feeds back the recorded responses with no network call; says where a run diverges.',
      endpoint: '',
      human: 'You write each assistant turn in a form generated from the tools’ schemas.',
    },
    endpoint: 'Endpoint',
    baseURL: 'Base URL',
    model: 'Model',
    apiKey: 'API key',
    remember: 'Remember this key on this device',
    keyNote:
      'A key belongs to the endpoint it is entered for and is sent only there. It stays in this tab’s memory unless you tick the box, and is never saved in a session, an export, a link or the trace.',
    keyFor: 'This key is sent only to {{endpoint}}.',
    keyNeedsEndpoint: 'Enter a valid base URL first: a key is kept for one endpoint.',
    stream: 'Stream the answer',
    timeoutMs: 'Total timeout (ms)',
    idleTimeoutMs: 'Idle timeout between chunks (ms)',
    timeoutDefault: 'default {{ms}}',
    sessionNoKey:
      'This session asks the endpoint {{endpoint}}. It opened without an API key, so nothing is sent there: enter a key for this endpoint and press Apply to ask it live.',
    sessionReplayed:
      'This session’s recorded answers came from {{endpoint}} and are replayed offline. To ask it live, enter a key for it and press Apply.',
    sessionBadEndpoint:
      'This session’s base URL is not an http(s) endpoint a key can be used for, so nothing is sent anywhere.',
    openedNoKey:
      'It names the endpoint {{endpoint}}: no API key was sent there. The Model provider panel now shows that endpoint; enter a key for it and press Apply to ask it live.',
    openedWithKey:
      'It names the endpoint {{endpoint}}; nothing is sent there until you press Apply in the Model provider panel.',
    assumed: 'Read with assumptions:',
    assumption: {
      'tool-call-type-missing': 'tool call {{call}} had no "type": taken as "function"',
      'choice-index-missing': 'the only choice had no "index": taken as choice 0',
      'arguments-object': 'tool call {{call}}’s arguments came as a JSON object: written out as JSON text',
      'arguments-missing': 'tool call {{call}} had no arguments: taken as {}',
      'tool-call-id-missing': 'tool call {{call}} had no id: given {{id}}',
      'tool-call-index-missing': 'tool call {{call}}’s streamed pieces had no "index": told apart by {{by}}',
      'finish-reason-missing': 'no "finish_reason": taken as {{assumed}}',
      'not-streamed': 'asked to stream, the endpoint sent one whole completion',
    },
    assumedBy: { id: 'id', order: 'order of first appearance' },
    apply: 'Apply (fork at the viewed step)',
    forked: 'Forked at step {{step}}: the steps before it are replayed, the new provider answers from there.',
    restarted: 'The session restarted with the new provider.',
    noSession: 'No session is open in the runtime.',
    whatToDo: 'What to do:',
    problem: {
      baseURL: 'Enter an http(s) URL, e.g. http://127.0.0.1:8000/v1.',
      model: 'Enter the model name the endpoint serves.',
      apiKey: 'Enter an API key for this endpoint (a local server often accepts any text).',
      timeoutMs: 'Enter a whole number of ms from 1 to 3,600,000, or leave it empty for the default.',
      idleTimeoutMs: 'Enter a whole number of ms from 1 to 3,600,000, or leave it empty for the default.',
    },
  },
  discarded: {
    said: 'The page was reloaded while step {{step}} waited for {{model}} at {{endpoint}}: whatever it had streamed was discarded (an answer half streamed is not a point a session can return to). Going on asks step {{step}} again.',
    needsKey:
      'Asking {{endpoint}} again needs its API key. Keys are never kept with a session, so none came back with the reload: enter it, and step {{step}} is requested as soon as you do.',
    keyLabel: 'API key for {{endpoint}}',
    askAgain: 'Ask again',
    useRemembered: 'Ask again with the key remembered on this device',
    failed: 'Could not ask again: {{reason}}',
  },
  todo: {
    title: 'Task list (TodoWrite)',
    empty: 'The list is empty.',
    status: {
      pending: 'pending',
      in_progress: 'in progress',
      completed: 'completed',
      cancelled: 'cancelled',
    },
    recap:
      '{{completed}}/{{total}} completed, {{inProgress}} in progress, {{pending}} pending, {{cancelled}} cancelled',
  },
} as const;
