/** The API's `{ error }` text when there is one, else the fallback the caller translated. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
