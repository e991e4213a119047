import { graphql } from "../../generated/index.ts";

export const ChartBlockViewFragment = graphql(`
  fragment ChartBlockView_block on ChartBlock {
    title
    footer
    precision
    chartType
    format
    labels
    xAxisTitle
    yAxisTitle
    series {
      name
      format
      values: numbers
    }
  }
`);
