/**
 * The API answers the server wrote into the page for its first render (a post's:
 * apps/api/src/modules/cma/first-paint.ts). A query takes its answer as its initial data,
 * so the page draws at once, in one go, instead of asking again after its scripts arrive. Each
 * answer is taken once; later asks go to the network.
 */
export type FirstPaintAnswer = { status: number; body: unknown };

let answers: Map<string, FirstPaintAnswer> | null = null;

function read(): Map<string, FirstPaintAnswer> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const text = document.getElementById('daneshsara-data')?.textContent;
  if (!text) return answers;
  try {
    for (const [url, answer] of Object.entries(
      JSON.parse(text) as Record<string, FirstPaintAnswer>,
    ))
      answers.set(url, answer);
  } catch {
    /* a damaged block: every answer comes from the network */
  }
  return answers;
}

/** The server's answer to GET `url` (as the storefront asks it, `/api/...`), once. */
export function takeFirstPaintAnswer(url: string): FirstPaintAnswer | undefined {
  const all = read();
  const answer = all.get(url);
  all.delete(url);
  return answer;
}
