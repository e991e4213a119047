/**
 * A JSON Web Token as it would leak into a log or a stored row: a header and a payload that both
 * begin with `{"` (base64url `eyJ`), joined by dots. Matching `eyJ` alone fails now and then on
 * random base64url text (sealed tokens, state parameters: about one run in a hundred).
 */
export const JWT_SHAPE = /eyJ[\w-]*\.eyJ[\w-]*\./;
