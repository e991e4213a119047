// The formatting rules of report numbers and dates, one place for the web app and the gateway.
export {};
