import { graphql } from "../generated/index.ts";

/**
 * What a what-if can start from: the client's report definitions (client users get the published
 * ones only, the api's rule) with their base data set and chart of accounts.
 */
export const WhatIfSubjectsQuery = graphql(`
  query WhatIfSubjects($clientId: ID!) {
    client(by: { id: $clientId }) {
      id
      name
      reportDefinitions {
        id
        databaseId
        name
        asOf
        isPublished
        baseDataSetId
        baseDataSetName
        baseDataSet {
          id
          status
        }
        chartOfAccountsId
        shockScenario
        ...DashboardQuarter_definition
      }
    }
  }
`);

/** The chart of accounts the changes name their groups in. */
export const WhatIfChartQuery = graphql(`
  query WhatIfChart($id: ID!) {
    chartOfAccounts(id: $id) {
      id
      nodes {
        id
        parentId
        depth
        key
        description
        kind
      }
    }
  }
`);

/** The groups each kind of change may name: those holding a balance, the leaves a purchase takes, those holding deposits. */
export const WhatIfGroupsQuery = graphql(`
  query WhatIfGroups($dataSetId: ID!, $reportDefinitionId: ID) {
    whatIfGroups(dataSetId: $dataSetId, reportDefinitionId: $reportDefinitionId) {
      resizable
      purchasable
      purchaseTerms {
        group
        amortization
        cpr
      }
      deposits
      depositTerms {
        group
        decay
        beta
      }
    }
  }
`);

export const WhatIfView_whatIf = graphql(`
  fragment WhatIfView_whatIf on WhatIf {
    dataSetId
    dataSetName
    asOf
    reportDefinitionId
    reportDefinitionName
    shockBp
    computeMs
    changes {
      description
      amount {
        amount
      }
    }
    totalAssets {
      asIs {
        amount
      }
      withChanges {
        amount
      }
    }
    rating {
      asIs {
        ...WhatIfRating_reading
      }
      withChanges {
        ...WhatIfRating_reading
      }
    }
    measures {
      key
      label
      seriesLabel
      note
      unit
      limit {
        label
        text
      }
      asIs {
        ...WhatIfFigure_figure
      }
      withChanges {
        ...WhatIfFigure_figure
      }
      series {
        scenario
        name
        bp
        asIs
        withChanges
      }
    }
    policy {
      limit {
        label
        text
      }
      asIs {
        ...WhatIfFigure_figure
      }
      withChanges {
        ...WhatIfFigure_figure
      }
    }
  }
`);

export const WhatIfFigure_figure = graphql(`
  fragment WhatIfFigure_figure on WhatIfFigure {
    number
    text
    scenarioName
    durations {
      text
    }
    status {
      text
      tone
    }
  }
`);

export const WhatIfRating_reading = graphql(`
  fragment WhatIfRating_reading on NcuaRatingReading {
    rating
    text
    status {
      text
      tone
    }
    postShockRatio
    sensitivity
    row
    column
    ratioBand
    declineBand
  }
`);

export const WhatIfRunQuery = graphql(`
  query WhatIfRun($input: WhatIfInput!) {
    whatIf(input: $input) {
      __typename
      ... on WhatIf {
        ...WhatIfView_whatIf
      }
      ...FailureFields
    }
  }
`);

export const GoalSeekRunQuery = graphql(`
  query GoalSeekRun($input: GoalSeekInput!) {
    goalSeek(input: $input) {
      __typename
      ... on GoalSeek {
        outcome
        message
        amount {
          amount
        }
        step {
          amount
        }
        reachedValue
        valueOneStepLess
        evaluations
        limitsBroken
        limitsStillBreached
        whatIf {
          ...WhatIfView_whatIf
        }
      }
      ...FailureFields
    }
  }
`);

export const SaveWhatIfMutation = graphql(`
  mutation SaveWhatIf($input: SaveWhatIfInput!) {
    saveWhatIf(input: $input) {
      __typename
      ... on WhatIfSaved {
        dataSet {
          id
          name
        }
      }
      ...FailureFields
    }
  }
`);
