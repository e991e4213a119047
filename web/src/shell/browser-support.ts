/** Chrome, Edge (Chromium) and Safari are supported (spec section 2); everything else is not. */
export function isSupportedBrowser(userAgent: string): boolean {
  if (/Firefox|FxiOS|OPR\/|Opera|Trident|MSIE|SamsungBrowser|YaBrowser/.test(userAgent)) return false;
  if (/Edg\//.test(userAgent)) return true;
  if (/(Headless)?Chrome\/|CriOS\//.test(userAgent)) return true;
  return /Safari\//.test(userAgent) && /Version\//.test(userAgent);
}

/** Inside a frame of another site (clickjacking): the app refuses to show itself. */
export function isFramedByAnotherHost(win: Window): boolean {
  if (win.top === win.self) return false;
  try {
    return win.top?.location.host !== win.location.host;
  } catch {
    // Reading a cross-origin parent's location throws: that is another host.
    return true;
  }
}

export const IFRAME_MESSAGE = "This application cannot be displayed in an iFrame.";
