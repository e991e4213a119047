import { graphql } from "../generated/index.ts";

export const CurvesQuery = graphql(`
  query YieldCurves {
    curves {
      id
      asOfDate
      version
      source
      builtIn
      fileName
      uploadedBy
      uploadedDate
      versionCount
    }
  }
`);

export const CurveQuery = graphql(`
  query YieldCurve($asOfDate: String!) {
    curve(asOfDate: $asOfDate) {
      id
      asOfDate
      version
      source
      points {
        tenorMonths
        rate
      }
      versions {
        version
        source
        builtIn
        fileName
        uploadedBy
        uploadedDate
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
          asOfDate
          version
        }
      }
      ... on Failure {
        code
        message
        messages {
          error
          resolution
          field
        }
      }
    }
  }
`);
