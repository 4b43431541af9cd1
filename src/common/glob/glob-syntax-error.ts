/** A glob this matcher cannot read; the message is a sentence for the model or the person who wrote it. */
export class GlobSyntaxError extends Error {}
