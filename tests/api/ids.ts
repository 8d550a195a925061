import { randomInt } from 'node:crypto';

/**
 * A fresh 11-digit number for an ID number, a licence number or a registration tag (12 characters
 * with a letter before it, the longest a document number may be). A test database keeps what every
 * file wrote, and eight-digit numbers drawn from overlapping ranges met each other now and then: a
 * "fresh" couple found married in the register (a failed CI run of 28-11), a citizen's ID number
 * taken. Among 9·10^10 numbers, a pass's few thousand draws all differ but in about one run in ten
 * thousand, and a meeting matters only where one of them is a register entry or an account.
 */
export const freshId = (): string => String(randomInt(10_000_000_000, 99_999_999_999));
