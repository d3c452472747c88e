/** An answer's body: JSON when it parses, the text otherwise, undefined when empty (shared by every client, light or not). */
export async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
