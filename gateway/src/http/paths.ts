/** Where the GraphQL endpoint answers (HTTP and WebSocket); the final error handler needs it too. */
export const GRAPHQL_PATH = "/graphql";
