export { freePort } from "./free-port.ts";
export { CookieJar, type JarCookie } from "./cookie-jar.ts";
export {
  submitSignInForm,
  signInAtGateway,
  type SignInOptions,
  submitForm,
  openSignInForm,
  postSignInForm,
  followRedirects,
  asksForCode,
  asksForEnrolmentCode,
  type SecondFactor,
  type ProviderPage,
} from "./sign-in-form.ts";
export { fetchTokens, refreshTokens, type Tokens } from "./token-flow.ts";
export {
  approveDeviceSignIn,
  answerDevicePage,
  openDeviceCodePage,
  signInForDevice,
} from "./device-approval.ts";
export { requestClientCredentials } from "./client-credentials.ts";
export { TestAuthenticator, enrolmentSecretOn, recoveryCodesOn } from "./authenticator.ts";
export { rememberedClientId } from "./remembered-client.ts";
export { serviceFlags, servingProcess, startServiceProcess, type ServiceProcess } from "./service-process.ts";
export { buildSeededTemplate, copySeededDatabase, pgliteTestOptions } from "./seeded-template.ts";
export { openGatewayStore, type GatewayStore } from "./gateway-store.ts";
export { copyPgliteGatewayStore } from "./pglite-gateway-store.ts";
export { shareCompileCache } from "@alm/service";
export { createScratchDatabase, databaseUrl, onServer, type ScratchDatabase } from "./postgres-databases.ts";
export { copyOfSeededPostgres, seededPostgresTemplate } from "./postgres-template.ts";
export { startRoundRobinProxy, haproxyInstalled, type RoundRobinProxy } from "./round-robin-proxy.ts";
export { startShippedNginx, nginxInstalled } from "./shipped-nginx.ts";
export { provideApiDatabase, type ApiDatabase } from "./api-database.ts";
export { keepForTheRun, keepsServices, type KeptService } from "./kept-services.ts";
export { startApiProcess, type RunningApiProcess } from "./api-process.ts";
export { claimWorkerApi, type WorkerApi } from "./worker-api.ts";
export { JWT_SHAPE } from "./jwt-shape.ts";
export { postgresMissing, skipsWithout, skipsWithoutPostgres } from "./missing-services.ts";
export { issueEnrolmentCodeAt } from "./enrolment-code.ts";
export { childProcessesOf, cpuTicksOf } from "./child-processes.ts";
export { prometheusSample } from "./prometheus-sample.ts";
export { quantile } from "./quantile.ts";
export { startRecordingSmtp, type ReceivedMail, type RecordingSmtp } from "./recording-smtp.ts";
