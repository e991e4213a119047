import { CacheProvider } from "@emotion/react";
import { ApolloProvider } from "@apollo/client/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { FontSizeProvider } from "../shell/font-size.tsx";
import { NoticeProvider } from "../shell/notices/NoticeProvider.tsx";
import { createApolloClient } from "./apollo-client.ts";
import { AppConfigProvider } from "../lib/AppConfigProvider.tsx";
import { createAppRouter } from "./router.tsx";
import { createStyleCache } from "../lib/style-cache.ts";
import { theme } from "./theme.ts";

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(() => createAppRouter(client));
  const [styleCache] = useState(createStyleCache);
  return (
    <CacheProvider value={styleCache}>
      <ApolloProvider client={client}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <AppConfigProvider>
            <FontSizeProvider>
              <NoticeProvider>
                <RouterProvider router={router} />
              </NoticeProvider>
            </FontSizeProvider>
          </AppConfigProvider>
        </ThemeProvider>
      </ApolloProvider>
    </CacheProvider>
  );
}
