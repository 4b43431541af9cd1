// The message of anything thrown, for a result the model reads: never throws itself (a thrown value's
// String() may).
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return 'unknown error';
  }
}
