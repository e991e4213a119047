import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { withErrorText } from "../graphql/failures.ts";
import { ANALYSIS_DOMAIN } from "../graphql/viewer-loader.ts";
import type { AnalysisDictionariesModel } from "../models/core-models.ts";

/**
 * The analysis dictionaries (reports, reportUrls, tables) for every request of this instance:
 * they are the same for every user and change rarely; re-read after `ttlMs` or on a refresh.
 */
export class DictionaryCache {
  private readonly ttlMs: number;
  private current: { value: Promise<AnalysisDictionariesModel>; expires: number } | undefined;

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  get(ctx: PlatformContext, fresh = false): Promise<AnalysisDictionariesModel> {
    if (!fresh && this.current && this.current.expires > Date.now()) return this.current.value;
    const value = withErrorText(ERROR_TEXTS.dictionaryLoad(ANALYSIS_DOMAIN), async () => {
      const record = await ctx.core.analysisDictionaries();
      return record.settings.dictionaries;
    });
    const entry = { value, expires: Date.now() + this.ttlMs };
    this.current = entry;
    // A failed read is not kept.
    value.catch(() => {
      if (this.current === entry) this.current = undefined;
    });
    return value;
  }
}
