export { freePort } from "./free-port.ts";
export { CookieJar } from "./cookie-jar.ts";
export {
  submitSignInForm,
  submitForm,
  followRedirects,
  asksForCode,
  type SecondFactor,
  type ProviderPage,
} from "./sign-in-form.ts";
export { fetchTokens, type Tokens } from "./token-flow.ts";
export { rememberedClientId } from "./remembered-client.ts";
export { startServiceProcess, type ServiceProcess } from "./service-process.ts";
