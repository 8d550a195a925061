/** A uuid in its canonical 8-4-4-4-12 form (any version); anything else is the id of nothing. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL refuses a malformed uuid with an error, so ids are checked before any query. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
