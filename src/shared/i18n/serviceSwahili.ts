import { CONTRACTS } from '../services/index.js';
import type { ServiceSwahili, SwahiliTemplate } from '../services/contract.js';

let merged: Required<ServiceSwahili> | undefined;

/**
 * The services' own Swahili (each contract's `swahili`), merged once on first use: the shared
 * catalogues (messages.sw.ts, labels.sw.ts, translate.ts) look here after their own entries, so a
 * service's words live in its folder. Read lazily: the contracts import the shared rules that
 * import these catalogues.
 */
export function serviceSwahili(): Required<ServiceSwahili> {
  if (!merged) {
    const parts = Object.values(CONTRACTS).map((c): ServiceSwahili => c.swahili ?? {});
    merged = {
      messages: Object.assign({}, ...parts.map((p) => p.messages ?? {})),
      labels: Object.assign({}, ...parts.map((p) => p.labels ?? {})),
      templates: parts.flatMap((p) => p.templates ?? []),
    };
  }
  return merged;
}

/**
 * English text in Swahili from a catalogue and the services' own: the exact text first (the
 * catalogue's, then a service's), then the first template that matches (the catalogue's, then the
 * services'); the text as it is when none says it.
 */
export function inSwahili(
  text: string,
  words: Readonly<Record<string, string>>,
  templates: readonly SwahiliTemplate[],
): string {
  const own = serviceSwahili();
  const exact = words[text] ?? own.messages[text];
  if (exact) return exact;
  for (const list of [templates, own.templates])
    for (const [pattern, say] of list) {
      const match = pattern.exec(text);
      if (match) return say(...match.slice(1));
    }
  return text;
}
