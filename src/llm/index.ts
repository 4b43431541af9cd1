// The llm layer's public surface: the provider interface and the four providers.
export type * from './model-types';
export { OpenAICompatibleProvider, type OpenAIProviderSettings } from './openai/openai-provider';
export { ScriptedProvider } from './scripted/scripted-provider';
export type { ScriptedTurn, ScriptedToolCall } from './scripted/scripted-turn';
export { responseOfTurn } from './scripted/scripted-turn';
export type { Cassette, CassetteEntry, RecordedRequest } from './cassette/cassette';
export { RecordingProvider } from './cassette/recording-provider';
export { CassetteProvider } from './cassette/cassette-provider';
export { HumanProvider, type HumanTurnSource } from './human/human-provider';
export { validateAssistantTurn, type HumanTurn, type TurnProblem } from './human/validate-assistant-turn';
export { validateAgainst, type SchemaProblem } from './schema-validator';
