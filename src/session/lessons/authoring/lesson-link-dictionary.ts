// The preset deflate dictionary of written-lesson links from format 2 (`#l=2.…`, written-lesson-link.ts).
// A lesson link is a few KB of JSON at most, too short for deflate to learn its own vocabulary: every key,
// tool name and workspace field is paid in full the first time it appears. Primed with text a lesson and
// its session are made of, the compressor refers back to it instead (decision 0605).
//
// FROZEN: a link made with this text can only be opened with exactly this text. Changing one byte makes
// every format-2 link undecodable; a better dictionary is a new link format (3) beside this one.
// Ordered roughly from rare to common, since nearer matches are cheaper to refer to.
const PARTS = [
  '"kind":"breaker-transitions","kind":"budget-cuts","kind":"lock-verdict","kind":"subagent-calls",',
  '"kind":"subagent-steps","kind":"classifier-verdicts","kind":"has-error-field","kind":"parameter-type",',
  '"kind":"required-parameters","kind":"schema-tools","kind":"tool-parameters","kind":"step-outcomes",',
  '"kind":"call-outcome","kind":"permission-verdict","kind":"batch-partition",',
  '{"type":"clock-advance",{"type":"fault",{"type":"canned",{"type":"template",{"type":"settings-change",',
  '{"type":"workspace-edit",{"type":"permission-answer","callId":"call_1_1","answer":"approve-once"},',
  '"settings":{"engine":{"permissions":{"mode":"ask","rules":{"allow":[],"ask":[],"deny":[]}}}},',
  '"maxSteps":"budget":"breaker":"systemPrompt":"shellLimits":"maxOutputBytes":',
  '"userDefined":[{"name":"","description":"","parameters":{"type":"object","properties":{',
  '"type":"string","type":"number","type":"integer","type":"boolean","type":"array","items":',
  '"required":[],"additionalProperties":false}}],',
  '"focus":{"kind":"compare"}"focus":{"kind":"row","tab":"","key":"tool:',
  '"focus":{"kind":"call","callId":"call_1_1","stage":"',
  '"focus":{"kind":"stage","stage":"schema"request"batches"permission"gates"breakers"budget"history"run"',
  '"at":{"kind":"end"}"at":{"kind":"event","seq":',
  '"provider":{"kind":"scripted","model":"scripted","script":[{"content":"',
  '","toolCalls":[{"name":"Grep","arguments":{"pattern":"',
  '{"name":"Glob","arguments":{"pattern":"',
  '{"name":"Edit","arguments":{"path":"","old_string":"","new_string":"',
  '{"name":"Bash","arguments":{"command":"',
  '{"name":"Write","arguments":{"path":"","content":"',
  '{"name":"Read","arguments":{"path":"',
  '"tools":{"builtin":["Read","Write","Edit","Bash","Grep","Glob"],"userDefined":[]},',
  '"workspace":{"format":"toolscope.workspace","formatVersion":1,"entries":[',
  '{"type":"directory","path":"src","mode":493,"mtimeMs":0},',
  '{"type":"file","path":"README.md","mode":420,"mtimeMs":0,"encoding":"utf8","content":"',
  '"userMessages":["',
  '"inputs":[],',
  '{"format":"toolscope.session","formatVersion":2,"openAt":{"point":',
  ',"step":',
  '"answer":{"kind":"',
  '"explanation":{"en":"',
  '"choices":["',
  '"expected":"',
  '{"id":"","step":1,"question":{"en":"',
  '"checkpoints":[',
  '"summary":{"en":"',
  '"guide":{"notes":[{"at":{"kind":"step","step":0},"text":{"en":"',
  '{"lesson":{"id":"","title":{"en":"',
  '","zh":"',
  '"},"lang":"zh"}',
];

export const LESSON_LINK_DICTIONARY_V2: Uint8Array = new TextEncoder().encode(PARTS.join(''));
