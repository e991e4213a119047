import { graphql } from "../generated/index.ts";

export const AuditEventsQuery = graphql(`
  query AuditEvents($filter: AuditEventFilter, $first: Int, $after: String) {
    auditEvents(filter: $filter, first: $first, after: $after) {
      nodes {
        sequence
        at
        actor {
          username
          tenant
          credential
        }
        address
        action
        outcome
        target
        details {
          name
          value
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The actions the filter offers, with the schema's words for each: the schema is their one list. */
export const AuditActionsQuery = graphql(`
  query AuditActions {
    __type(name: "AuditAction") {
      enumValues {
        name
        description
      }
    }
  }
`);
