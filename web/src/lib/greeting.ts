/** Good Morning from 4 to 12 hours, Good Afternoon from 12 to 18, otherwise Good Evening. */
export function timeGreeting(now: Date): string {
  const hour = now.getHours();
  if (hour >= 4 && hour < 12) return "Good Morning";
  if (hour >= 12 && hour < 18) return "Good Afternoon";
  return "Good Evening";
}

export interface TokenValues {
  userName: string;
  userFirstName: string;
  now: Date;
}

/** The title bar's and menu's tokens: [userName], [userFirstName], [timeGreeting], [personalizedTimeGreeting]. */
export function replaceTokens(text: string, values: TokenValues): string {
  const greeting = timeGreeting(values.now);
  return text
    .replaceAll(
      "[personalizedTimeGreeting]",
      values.userFirstName ? `${greeting}, ${values.userFirstName}` : greeting,
    )
    .replaceAll("[timeGreeting]", greeting)
    .replaceAll("[userFirstName]", values.userFirstName)
    .replaceAll("[userName]", values.userName);
}
