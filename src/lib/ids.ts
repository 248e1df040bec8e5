/** Our row ids (PostgreSQL's gen_random_uuid): anything else is "no such row" at the boundary, never a database error. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
