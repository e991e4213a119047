import { graphql } from "../../generated/index.ts";

export const AccessTokensQuery = graphql(`
  query PersonalAccessTokens {
    personalAccessTokens {
      id
      name
      permissions
      createdDate: createdAt
      expiresDate: expiresAt
      lastUsedDate: lastUsedAt
    }
    personalAccessTokenPermissions
  }
`);

export const CreateAccessTokenMutation = graphql(`
  mutation CreatePersonalAccessToken($input: PersonalAccessTokenInput!) {
    createPersonalAccessToken(input: $input) {
      ... on PersonalAccessTokenSecret {
        secret
        token {
          id
          name
        }
      }
      ...FailureFields
    }
  }
`);

export const RevokeAccessTokenMutation = graphql(`
  mutation RevokePersonalAccessToken($id: ID!) {
    revokePersonalAccessToken(id: $id) {
      id
    }
  }
`);
