// The tool as the model's API receives it lives in protocol/ (the trace carries it, and trace/ must not
// import a stage folder). Kept here too, where a reader of the schema stage looks for it.
export type { OpenAITool } from '../protocol/openai-tool';
