import { graphql } from "../../generated/index.ts";

export const TableBlockViewFragment = graphql(`
  fragment TableBlockView_block on TableBlock {
    title
    footer
    precision
    treeData
    levels
    columns {
      field
      label
      format
      isRowHeader
      precision
      divisor
      group
      noExport
      width
      displayAs
      valueIfEmpty
      dateFormat
      dateFormatExcel
      searchable
      sortable
      emphasize
      scenario
      isAnswer
    }
    rows {
      id
      key
      parentId
      level
      path
      format
      cells {
        field
        number
        text
        flag
      }
    }
    datasetTitles {
      role
      title
    }
  }
`);
