import { type FragmentType, graphql } from "../../generated/index.ts";

/** What the data set drawer reads: apart from the drawer, which loads when first opened. */
export const DataSetDrawerFragment = graphql(`
  fragment DataSetDrawer_dataSet on DataSet {
    id
    name
    type
    asOfDate: asOf
    description
    status
    statusReason
    useTcuFund
    resultSets {
      key
      type
    }
    files {
      id
      fileName
      fileKind
    }
    whatIfSource {
      id
      name
    }
    isLocked
    lockedReason
    isAttached
    attachedReason
    viewerCan {
      edit
      run
      delete
    }
    createdDate: createdAt
    createdBy
    updatedDate: updatedAt
    updatedBy
  }
`);

export type DataSetDrawerRef = FragmentType<typeof DataSetDrawerFragment>;
