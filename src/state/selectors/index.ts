// Panels are selectors over the trace: each takes the events as of the selected one and returns plain data.
export * from './as-of';
export * from './schema-view';
export * from './batches-view';
export * from './todo-view';
export * from './replan-batches';
export * from './gates-view';
export * from './breakers-view';
export * from './budget-view';
export * from './history-view';
export * from './delivered-result';
export * from './lock-outcome';
export * from './trace-filter';
export * from './file-changes';
export * from './exchange-view';
export * from './pipeline-stages';
export * from './pipeline-tokens';
export * from './pipeline-view';
