/** Every field of a report: what the bench fetches through the gateway. */
export const reportQuery = `query Report($id: ID!, $reportId: Int!) {
  report(reportDefinitionId: $id, reportId: $reportId) {
    id definitionId definitionName year title asOfDate compareAsOfDate kind clientId clientName apiVersion scenario
    computedDate warnings
    blocks {
      __typename
      ... on TemplateBlock { type source title width hidden isHidden dictionaryKey datasets precision titleIsDynamic footer }
      ... on TableBlock {
        treeData
        columns { field label format isRowHeader precision divisor group noExport width displayAs valueIfEmpty
          dateFormat dateFormatExcel filter searchable sortable emphasize scenario }
        rows { id parentId level path order hasChildren format cells { field value text flag pairs { key value } texts } }
        datasetTitles { role title asOfDate dataSetId }
        values { field value text flag pairs { key value } texts }
      }
      ... on ChartBlock { chartType format labels xAxisTitle yAxisTitle series { name format values } }
      ... on TextBlock { text paragraphs }
    }
  }
}`;
