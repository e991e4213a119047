import { ApolloProvider } from "@apollo/client/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { FontSizeProvider } from "../shell/font-size.tsx";
import { NoticeProvider } from "../shell/notices/NoticeProvider.tsx";
import { createApolloClient } from "./apollo-client.ts";
import { AppConfigProvider } from "./AppConfigProvider.tsx";
import { router } from "./router.tsx";
import { theme } from "./theme.ts";

export function App() {
  const [client] = useState(createApolloClient);
  return (
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
  );
}
