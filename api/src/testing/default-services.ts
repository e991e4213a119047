import { loadApiConfig } from "../config.ts";
import { createApiServices, type ApiServices } from "../services.ts";

/**
 * The services of an api configured by default, for code that computes without an api of its own
 * (the demo's template, run worker tests). Its owner closes it, which ends its engine processes.
 */
export const defaultApiServices = (): ApiServices => createApiServices(loadApiConfig({}));
