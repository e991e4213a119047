import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { redirectToSignIn } from "./sign-in.ts";

/** A session that ended (or a forged cookie) sends the user to sign in again. */
const signInOnUnauthenticated = new ErrorLink(({ error }) => {
  const unauthenticated =
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED")) ||
    (ServerError.is(error) && error.statusCode === 401);
  if (unauthenticated) redirectToSignIn();
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      signInOnUnauthenticated,
      new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
    ]),
    cache: new InMemoryCache(),
  });
}
