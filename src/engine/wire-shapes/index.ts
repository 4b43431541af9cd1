// The "same turn, other APIs" converters (docs/llm.md, "Other APIs' shapes").
export * from './chat-turn';
export * from './responses-shape';
export * from './anthropic-shape';
