// Whether a tool message's content is a failed call's result: the serialized ToolResult (serialize-result.ts,
// or its cut form) says `"status":"error"`. Read from the content, not kept beside it, so the history and the
// trace stay as they were and a turn of any recorded session converts the same way (Anthropic's `is_error`).
export function isErrorContent(content: string): boolean {
  // Cheap first: every form the pipeline writes starts with its status.
  if (!content.startsWith('{')) return false;
  try {
    const parsed: unknown = JSON.parse(content);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { readonly status?: unknown }).status === 'error'
    );
  } catch {
    return false;
  }
}
