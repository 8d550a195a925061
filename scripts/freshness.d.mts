export function newest(target: string): number;
export function isStale(output: string, sources: string[]): boolean;
