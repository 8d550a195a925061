import { CONTRACTS } from '../services/index.js';
import type { ServiceSwahili } from '../services/contract.js';

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
