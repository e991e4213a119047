import { readBuildInfo } from "../http/build-info.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { Resolvers, StatusTagColor } from "../generated/graphql.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { withErrorText } from "../graphql/failures.ts";
import { hasPermission } from "../graphql/viewer-loader.ts";
import type { NavItemModel } from "../models/core-models.ts";

const byOrder = <T extends { order?: number }>(items: readonly T[] = []) =>
  [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

/** [userName] in labels: the viewer's display name. */
async function withTokens(ctx: PlatformContext, label: string): Promise<string> {
  if (!label.includes("[userName]")) return label;
  const viewer = await ctx.viewer();
  return label.replaceAll("[userName]", viewer.user.name);
}

async function visible(ctx: PlatformContext, permission: string | undefined, domain = "analysis") {
  return !permission || hasPermission(await ctx.viewer(), permission, domain);
}

const domains = (ctx: PlatformContext) =>
  withErrorText(ERROR_TEXTS.dictionaryLoad("core/domains"), () => ctx.core.domainsDictionaries());

function tagColor(status: string): StatusTagColor {
  if (status === "new") return "PRIMARY";
  if (status === "coming soon") return "WARNING";
  return "TERTIARY";
}

const navItemResolvers: Resolvers["NavItem"] = {
  text: (item, _args, ctx) => withTokens(ctx, item.label),
  active: (item) => item.active ?? true,
  status: (item) => item.status ?? "",
  statusTag: (item) => (item.status ? { text: item.status, color: tagColor(item.status) } : null),
  order: (item) => item.order ?? 0,
  permission: (item) => item.permission ?? "",
  domain: (item) => item.domain ?? "analysis",
  external: (item) => item.external ?? false,
  metadata: (item) => item.metadata ?? null,
  visible: (item, _args, ctx) => visible(ctx, item.permission, item.domain),
};

export const shellResolvers: Resolvers = {
  Query: {
    shell: (_root, _args, ctx) => {
      requireSignedIn(ctx);
      return {};
    },
    build: async (_root, _args, ctx) => {
      requireSignedIn(ctx);
      return readBuildInfo(ctx.webDist);
    },
  },
  Shell: {
    navigation: async (_shell, _args, ctx) => byOrder((await domains(ctx)).settings.dictionaries.nav),
    apps: async (_shell, _args, ctx) => byOrder((await domains(ctx)).settings.dictionaries.apps),
    infoCard: async (_shell, { domain }, ctx) => {
      const dictionaries = (await domains(ctx)).settings.dictionaries;
      const items: NavItemModel[] = [
        ...(dictionaries.apps ?? []),
        ...(dictionaries.nav ?? []).flatMap((g) => g.items ?? []),
      ];
      return items.find((i) => (i.domain ?? "analysis") === domain && i.metadata)?.metadata ?? null;
    },
    globals: async (_shell, _args, ctx) =>
      (await withErrorText(ERROR_TEXTS.globalDictionaries, () => ctx.core.globalDictionaries())).settings
        .dictionaries,
  },
  NavGroup: {
    text: (group, _args, ctx) => withTokens(ctx, group.label),
    placement: (group) => (group.placement === "end" ? "END" : "START"),
    order: (group) => group.order ?? 0,
    permission: (group) => group.permission ?? "",
    visible: (group, _args, ctx) => visible(ctx, group.permission),
    categories: (group) => byOrder(group.categories),
    items: (group) => byOrder(group.items),
  },
  NavCategory: { order: (c) => c.order ?? 0 },
  NavItem: navItemResolvers,
  AppMetadata: {
    head1: (m) => m.head1 ?? "",
    head2: (m) => m.head2 ?? "",
    description: (m) => m.description ?? "",
    callToActionText: (m) => m.callToActionText ?? "",
    button: (m) => m.button ?? "",
    url: (m) => m.url ?? "",
    screenshot: (m) => m.screenshot ?? "",
  },
};
