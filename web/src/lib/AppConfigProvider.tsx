import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { DEFAULT_APP_CONFIG, loadAppConfig, type AppConfig } from "./app-config.ts";

const AppConfigContext = createContext<AppConfig>(DEFAULT_APP_CONFIG);

/** The spec's defaults at once, the deployment's values as soon as the gateway answers. */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState(DEFAULT_APP_CONFIG);
  useEffect(() => {
    void loadAppConfig().then(setConfig);
  }, []);
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

export const useAppConfig = () => useContext(AppConfigContext);
