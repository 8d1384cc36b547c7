/**
 * A route's serializer that writes its answer with JSON.stringify alone, for the few large reads
 * whose answer the service builds field by field to the response schema's type. The schema still
 * documents the route; the zod pass it skips copies every object of the answer before writing
 * it, which for the equipment list of 2,000 items cost several times the writing itself.
 * Decision 079.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
