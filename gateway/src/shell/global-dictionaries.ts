import type { Resolvers } from "../generated/graphql.ts";

/** The global dictionaries' loose JSON as typed fields; missing texts read as empty. */
export const globalDictionariesResolvers: Resolvers = {
  GlobalDictionaries: {
    product: (g) => ({
      name: g.product?.name ?? "",
      shortName: g.product?.shortName ?? g.product?.name ?? "",
      company: g.product?.company ?? "",
      titleSeparator: g.product?.titleSeparator ?? " | ",
      supportEmail: g.product?.supportEmail ?? "",
    }),
    footer: (g) => ({
      copyright: g.footer?.copyright ?? "",
      links: (g.footer?.links ?? []).map((l, i) => ({ ...l, order: l.order ?? i + 1 })),
    }),
    greetings: (g) => g.greetings ?? [],
    titles: (g) =>
      Object.entries(g.titles ?? {}).map(([key, t]) => ({
        key,
        title: t.title ?? "",
        subtitle: t.subtitle ?? "",
      })),
    errors: (g) => ({
      notFoundTitle: g.errors?.notFound?.title ?? "",
      notFoundMessage1: g.errors?.notFound?.message1 ?? "",
      notFoundMessage2: g.errors?.notFound?.message2 ?? "",
      noAccessMessage1: g.errors?.noAccess?.message1 ?? "",
      noAccessMessage2: g.errors?.noAccess?.message2 ?? "",
      iframe: g.errors?.iframe ?? "",
      noMetadata: g.errors?.noMetadata ?? "",
    }),
  },
};
