// English UI strings: the prompt-cache figures an endpoint reported beside its usage.
export const enPromptCache = {
  promptCache: {
    figures: 'Prompt cache: {{read}} read, {{written}} written',
    notReported: 'not reported',
  },
} as const;
