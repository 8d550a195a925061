import type { z } from 'zod';

/**
 * An answer that does not meet its shared contract: the server and the client disagree on a shape.
 * Shown as any failed call is (errorMessage), never a page built on data of the wrong shape.
 * Shared by the areas' client (httpClient.ts) and the visitor app's (visitor/api.ts).
 */
export class ContractError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly { path: PropertyKey[]; message: string }[],
  ) {
    super(`The answer of ${path} does not have the expected shape`);
    this.name = 'ContractError';
  }
}

/** `data` checked against its contract (a zod schema of src/shared/contracts), answered in the wire's shape. */
export function checkedAnswer<S extends z.ZodType>(contract: S, data: unknown, path: string): z.input<S> {
  const result = contract.safeParse(data);
  if (!result.success) throw new ContractError(path, result.error.issues);
  return data as z.input<S>;
}
