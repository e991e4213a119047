import { graphql } from "../generated/index.ts";

export const CurvesQuery = graphql(`
  query YieldCurves {
    curves {
      id
      asOfDate: asOf
      version
      source
      builtIn
      fileName
      uploadedBy
      uploadedDate: uploadedAt
      versionCount
    }
  }
`);

export const CurveQuery = graphql(`
  query YieldCurve($asOfDate: Date!) {
    curve(asOf: $asOfDate) {
      id
      asOfDate: asOf
      version
      source
      points {
        tenorMonths
        rate: parYield
      }
      versions {
        version
        source
        builtIn
        fileName
        uploadedBy
        uploadedDate: uploadedAt
      }
    }
  }
`);

export const UploadCurveMutation = graphql(`
  mutation UploadCurve($input: CurveUploadInput!) {
    uploadCurve(input: $input) {
      __typename
      ... on CurveUploaded {
        version {
          asOfDate: asOf
          version
        }
      }
      ...FailureFields
    }
  }
`);
