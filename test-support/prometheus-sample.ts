/** One sample's value in Prometheus's text format, or undefined when the series is not there. */
export function prometheusSample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
